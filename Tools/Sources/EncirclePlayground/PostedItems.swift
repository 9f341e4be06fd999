import Encircle

/// The optional `"items":[{"x":..,"y":..},...]` of `POST /api/detect`: positions, in the
/// stroke's coordinates, of things on the page that a circle drawn round them selects.
///
/// Read leniently, so that validation can name the first item that is wrong and why, rather
/// than the decoder's coding path.
///
/// ```swift
/// try body.items?.points()   // [Point(x: 40, y: 60), ...]
/// // "items[2] is not {"x":..,"y":..} with finite numbers"
/// // "there are 10001 items; the limit is 10000"
/// ```
struct PostedItems: Decodable {
    /// One item as posted; a coordinate is `nil` when it is missing or not a number.
    struct Item: Decodable {
        var x: Double?
        var y: Double?

        private enum CodingKeys: String, CodingKey { case x, y }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            x = try? container?.decode(Double.self, forKey: .x)
            y = try? container?.decode(Double.self, forKey: .y)
        }
    }

    /// The items, or `nil` when `"items"` is not an array.
    var items: [Item]?

    init(from decoder: any Decoder) {
        items = try? decoder.singleValueContainer().decode([Item].self)
    }

    /// The positions, checked.
    ///
    /// - Throws: ``PlaygroundError`` 400 when `"items"` is not an array, holds more than
    ///   ``PlaygroundLimits/maximumItems`` items, or an item is not an object with finite `x`
    ///   and `y`; the message names the first problem.
    /// - Complexity: O(*n*) in the number of items.
    func points() throws(PlaygroundError) -> [Point] {
        guard let items else {
            throw PlaygroundError(.badRequest, "\"items\" is not an array of {\"x\":..,\"y\":..}")
        }
        guard items.count <= PlaygroundLimits.maximumItems else {
            throw PlaygroundError(
                .badRequest, "there are \(items.count) items; the limit is \(PlaygroundLimits.maximumItems)")
        }
        var points: [Point] = []
        points.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let x = item.x, let y = item.y, x.isFinite, y.isFinite else {
                throw PlaygroundError(.badRequest, "items[\(index)] is not {\"x\":..,\"y\":..} with finite numbers")
            }
            points.append(Point(x: x, y: y))
        }
        return points
    }
}
