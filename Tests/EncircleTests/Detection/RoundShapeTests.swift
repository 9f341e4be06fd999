import Foundation
import Testing

@testable import Encircle

/// The accepted shapes are kept as bits; the configuration's public face and JSON form stay a set
/// of names.
@Suite struct RoundShapeTests {
    static let subsets: [Set<RoundShape>] = (0..<8).map { bits in
        Set(RoundShape.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func theBitsHoldEverySet() {
        for subset in Self.subsets {
            let bits = RoundShapes(subset)
            #expect(bits.shapes == RoundShape.allCases.filter(subset.contains))
            for shape in RoundShape.allCases { #expect(bits.contains(shape) == subset.contains(shape)) }
            var configuration = CircleDetector.Configuration.default
            configuration.acceptedShapes = subset
            #expect(configuration.acceptedShapes == subset)
            #expect(configuration.accepted == bits)
        }
        #expect(CircleDetector.Configuration.default.acceptedShapes == [.circle])
    }

    @Test func configurationsWithTheSameShapesAreEqual() {
        var a = CircleDetector.Configuration.default, b = CircleDetector.Configuration.default
        a.acceptedShapes = [.arc, .circle]
        b.acceptedShapes.insert(.arc)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.acceptedShapes.remove(.circle)
        #expect(a != b)
    }

    @Test func theJSONFormIsAListOfNamesInOrder() throws {
        var configuration = CircleDetector.Configuration.default
        configuration.acceptedShapes = [.arc, .circle]
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)) as? [String: Any])
        #expect(object["acceptedShapes"] as? [String] == ["circle", "arc"])
        let decoded = try JSONDecoder().decode(
            CircleDetector.Configuration.self, from: Data(#"{"acceptedShapes": ["arc", "ellipse"]}"#.utf8))
        #expect(decoded.acceptedShapes == [.ellipse, .arc])
        #expect(throws: ConfigurationError.self) {
            try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data(#"{"acceptedShapes": []}"#.utf8))
        }
    }
}
