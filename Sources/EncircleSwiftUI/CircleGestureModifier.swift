#if canImport(SwiftUI)
    // The SwiftUI adapter arrives with the "Live recognition" issue.
#endif
