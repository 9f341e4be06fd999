#if canImport(UIKit)
    // The UIKit adapter arrives with the "Live recognition" issue.
#endif
