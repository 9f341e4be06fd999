import Testing

@testable import Encircle

@Suite struct PlaneAngleDescriptionTests {
    @Test func describesDegreesToOneDecimal() {
        #expect(PlaneAngle.degrees(45).description == "45°")
        #expect(PlaneAngle.degrees(-12.34).description == "-12.3°")
        #expect(PlaneAngle.radians(.pi).description == "180°")
    }

    /// Values past `Int`'s range used to trap when converted for the description.
    @Test func neverTrapsOnHugeOrNonFiniteAngles() {
        #expect(PlaneAngle.radians(.nan).description == "NaN°")
        #expect(PlaneAngle.radians(.infinity).description == "∞°")
        #expect(PlaneAngle.radians(-.infinity).description == "-∞°")
        let huge = PlaneAngle.degrees(1e300).description
        #expect(huge.hasSuffix("°") && huge.contains("e"))
    }
}
