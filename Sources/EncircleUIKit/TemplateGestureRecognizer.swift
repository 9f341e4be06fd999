// Not on watchOS: UIKit is there, but without UIGestureRecognizer and UITouch.
#if canImport(UIKit) && !os(watchOS)
    import Encircle
    import EncircleTemplates
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A discrete UIKit gesture recognizer that fires once when the user draws one of your
    /// template gestures — a check, a star, a zig-zag — recorded as ``GestureTemplate``s.
    ///
    /// A thin adapter: it gathers one finger's samples (coalesced ones included) and, when the
    /// finger lifts, asks Encircle's `TemplateRecognizer` which template is closest. It goes from
    /// `.possible` to `.recognized` or `.failed` exactly once (never `.cancelled`: UIKit allows a
    /// discrete recognizer only those two); a second finger fails it, and so does a cancelled
    /// touch (without a ``rejection``).
    ///
    /// ```swift
    /// var templates = try TemplateRecognizer(templates: GestureTemplate.dollarOneTemplates)
    /// let gesture = TemplateGestureRecognizer(recognizer: templates, target: self, action: #selector(drew(_:)))
    /// canvas.addGestureRecognizer(gesture)
    ///
    /// @objc func drew(_ gesture: TemplateGestureRecognizer) {
    ///     guard let match = gesture.result else { return }
    ///     print(match.name, match.score)   // "check" 0.91
    /// }
    /// ```
    public final class TemplateGestureRecognizer: UIGestureRecognizer {
        // Every stored property has a default, so UIKit's initializers are all inherited.

        /// Compares each stroke with the templates; replace it to change the gestures. Without
        /// templates every stroke fails (``TemplateRejection/Reason/noTemplates``).
        public var recognizer = TemplateRecognizer()

        /// The last recognized gesture; `nil` until then. Kept after UIKit resets the recognizer
        /// and cleared when the next touch lands.
        public private(set) var result: TemplateMatch?

        /// Why the last stroke matched no template well enough; `nil` unless it failed. Kept after
        /// UIKit resets the recognizer and cleared when the next touch lands.
        public private(set) var rejection: TemplateRejection?

        /// Called when a stroke fails, since UIKit sends no action for a failed recognizer.
        public var onRejection: (@MainActor (TemplateRejection) -> Void)?

        private var points: [Point] = []
        private var trackedTouch: ObjectIdentifier?

        /// Creates a recognizer that names strokes with `recognizer`.
        ///
        /// `init(target:action:)`, inherited from `UIGestureRecognizer`, starts without templates.
        ///
        /// - Complexity: O(1).
        public convenience init(recognizer: TemplateRecognizer, target: Any?, action: Selector?) {
            self.init(target: target, action: action)
            self.recognizer = recognizer
        }

        /// Starts a stroke with the first finger; a second finger fails it.
        ///
        /// - Complexity: O(1) per touch.
        public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
                state = .failed
                return
            }
            result = nil
            rejection = nil
            trackedTouch = ObjectIdentifier(touch)
            points = [Point(touch.location(in: view))]
        }

        /// Adds every sample of the moving finger, coalesced ones included.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            for touch in touches where ObjectIdentifier(touch) == trackedTouch {
                for sample in event.coalescedTouches(for: touch) ?? [touch] {
                    points.append(Point(sample.location(in: view)))
                }
            }
        }

        /// Ends the stroke and decides: `.recognized` with ``result``, or `.failed` with
        /// ``rejection``.
        ///
        /// - Complexity: O(*t* · 64) for *t* templates, plus O(*n*) for *n* samples.
        public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            guard state == .possible, let touch = touches.first(where: { ObjectIdentifier($0) == trackedTouch })
            else { return }
            points.append(Point(touch.location(in: view)))
            switch recognizer.recognize(points: points) {
            case .recognized(let match):
                result = match
                state = .recognized
            case .rejected(let reason):
                rejection = reason
                state = .failed
                onRejection?(reason)
            }
        }

        /// Fails the gesture: the system took the touch. A discrete recognizer can only fail here,
        /// never be cancelled; ``rejection`` stays `nil`, since the stroke was not judged.
        ///
        /// - Complexity: O(1).
        public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            if state == .possible { state = .failed }
        }

        /// Starts over for the next stroke; the last result and rejection stay readable.
        ///
        /// - Complexity: O(1).
        public override func reset() {
            super.reset()
            points = []
            trackedTouch = nil
        }
    }
#endif
