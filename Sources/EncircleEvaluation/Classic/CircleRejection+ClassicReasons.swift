import Encircle

// Reasons the classic recipes (Sadun's and LaMarche's circle tests) give for a rejection.
// Gathered in one file because both recipes share some of them.
extension CircleRejection.Reason {
    /// Sadun: the stroke changed direction (the sign of Δx or Δy) too often.
    package static let tooManyInflections: Self = "tooManyInflections"
    /// Sadun: the angle swept around the bounding-box centre is too far from a full turn.
    package static let arcTransitOutOfRange: Self = "arcTransitOutOfRange"
    /// LaMarche: the extreme points all coincide with the centre, so there is no radius to check.
    package static let zeroRadius: Self = "zeroRadius"
    /// LaMarche: a point lies too close to or too far from the centre.
    package static let radiusOutOfRange: Self = "radiusOutOfRange"
    /// LaMarche: the angle from the start point, through the centre, rose again after falling.
    package static let anglesNotProgressing: Self = "anglesNotProgressing"
}
