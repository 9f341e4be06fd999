// Empty: in Apple's SDK this header makes `UIGestureRecognizer.state` writable and declares the
// touch methods a subclass overrides; the stub declares those in UIKit.swift. It exists so that
// `import UIKit.UIGestureRecognizerSubclass` resolves as it does on Apple platforms.
