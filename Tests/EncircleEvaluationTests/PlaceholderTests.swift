import Testing

@testable import EncircleEvaluation
