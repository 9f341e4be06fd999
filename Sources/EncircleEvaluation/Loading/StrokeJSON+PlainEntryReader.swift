import Encircle

extension StrokeJSON {
    /// Reads a stroke's entry (``Entry``) straight from its bytes when it is written plainly, as
    /// `encircle generate` and the files in `Data/` write it; `JSONDecoder`'s walk through the
    /// `Decodable` entry, a number at a time, cost several times what the circle detector does.
    ///
    /// Plainly written: an object whose `file`, `label` and `speed` are strings or `null`,
    /// `subject` a string, a whole number or `null`, and `points` a non-empty array of `[x, y]`,
    /// `[x, y, t]` (`t` may be `null`) or `{"x":..,"y":..,"t":..}` (`t` optional or `null`);
    /// other keys hold any value, and none of the entry's keys or a point's comes twice. Strings
    /// and numbers are those ``PlainJSONReader`` reads. For anything else, this reader answers
    /// `nil` and the caller decodes the entry with `JSONDecoder`, which reads the same entry
    /// from all the above and words what is wrong with the rest: the rules of an entry stay
    /// ``Entry``'s.
    ///
    /// ```swift
    /// var reader = StrokeJSON.PlainEntryReader()   // one per batch of entries
    /// reader.entry(in: bytes)?.samples            // bytes of {"label":"v","points":[[1,2,0]]}
    /// ```
    struct PlainEntryReader {
        /// The samples of the entry being read: one buffer for every entry of a batch, each
        /// entry given an array of its own, no larger than it needs (as the decoder gives).
        private var samples: [Stroke.Sample] = []

        /// The entry in `bytes`, or `nil` when it is not written plainly.
        ///
        /// - Complexity: O(*n*) in the number of bytes.
        mutating func entry(in bytes: UnsafeBufferPointer<UInt8>) -> Entry? {
            samples.removeAll(keepingCapacity: true)
            var reader = PlainJSONReader(bytes)
            // Each `nil` while its key has not come; `.some(nil)` for `null`.
            var file: String??
            var label: String??
            var subject: String??
            var speed: String??
            var hasPoints = false
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            repeat {
                guard let key = reader.plainString(), key.isASCII, reader.take(UInt8(ascii: ":")) else { return nil }
                // Every read that fails gives up at once: the decoder reads the entry from the start.
                switch EntryKey(key.bytes) {
                case .file where file == nil:
                    guard let value = Self.text(&reader) else { return nil }
                    file = value
                case .label where label == nil:
                    guard let value = Self.text(&reader) else { return nil }
                    label = value
                case .speed where speed == nil:
                    guard let value = Self.text(&reader) else { return nil }
                    speed = value
                case .subject where subject == nil:
                    if reader.nextIsNumber() {
                        guard let number = reader.wholeNumber() else { return nil }
                        subject = String(number)
                    } else {
                        guard let value = Self.text(&reader) else { return nil }
                        subject = value
                    }
                case .points where !hasPoints:
                    guard readPoints(&reader) else { return nil }
                    hasPoints = true
                case .other:
                    guard reader.skipValue() else { return nil }
                default:  // a key that came before: left to the decoder, which keeps the first
                    return nil
                }
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "}")), reader.isAtEnd(), hasPoints else { return nil }
            return Entry(
                file: file ?? nil, label: label ?? nil, subject: subject ?? nil, speed: speed ?? nil,
                samples: samples.withUnsafeBufferPointer { Array($0) })
        }

        /// `[sample, ...]`, not empty, into ``samples``.
        private mutating func readPoints(_ reader: inout PlainJSONReader) -> Bool {
            guard reader.take(UInt8(ascii: "[")) else { return false }
            repeat {
                guard let sample = Self.sample(&reader) else { return false }
                samples.append(sample)
            } while reader.take(UInt8(ascii: ","))
            return reader.take(UInt8(ascii: "]"))
        }

        /// `[x, y]`, `[x, y, t]` or `{"x":..,"y":..,"t":..}`, `t` `null` or left out.
        private static func sample(_ reader: inout PlainJSONReader) -> Stroke.Sample? {
            if reader.take(UInt8(ascii: "[")) {
                guard let x = reader.number(), reader.take(UInt8(ascii: ",")), let y = reader.number() else {
                    return nil
                }
                var time: Double?
                if reader.take(UInt8(ascii: ",")) {
                    guard let value = Self.time(&reader) else { return nil }
                    time = value
                }
                return reader.take(UInt8(ascii: "]")) ? Stroke.Sample(x: x, y: y, time: time) : nil
            }
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            var x: Double?
            var y: Double?
            var time: Double??
            repeat {
                guard let key = reader.plainString(), key.isASCII, reader.take(UInt8(ascii: ":")) else { return nil }
                switch key.bytes.count == 1 ? key.bytes[0] : 0 {
                case UInt8(ascii: "x") where x == nil:
                    guard let value = reader.number() else { return nil }
                    x = value
                case UInt8(ascii: "y") where y == nil:
                    guard let value = reader.number() else { return nil }
                    y = value
                case UInt8(ascii: "t") where time == nil:
                    guard let value = Self.time(&reader) else { return nil }
                    time = value
                case UInt8(ascii: "x"), UInt8(ascii: "y"), UInt8(ascii: "t"):  // twice
                    return nil
                default:
                    guard reader.skipValue() else { return nil }
                }
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "}")), let x, let y else { return nil }
            return Stroke.Sample(x: x, y: y, time: time ?? nil)
        }

        /// A time: a number, or `null` as `.some(nil)`.
        private static func time(_ reader: inout PlainJSONReader) -> Double?? {
            reader.takeNull() ? .some(nil) : reader.number().map { $0 }
        }

        /// A string, or `null` as `.some(nil)`.
        private static func text(_ reader: inout PlainJSONReader) -> String?? {
            if reader.takeNull() { return .some(nil) }
            return reader.plainString().map { String(decoding: $0.bytes, as: UTF8.self) }
        }
    }

    /// The keys of an entry, as ``Entry`` reads them.
    private enum EntryKey {
        case file, label, subject, speed, points, other

        /// The key whose name is `bytes`.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 4 where bytes.elementsEqual("file".utf8): self = .file
            case 5 where bytes.elementsEqual("label".utf8): self = .label
            case 5 where bytes.elementsEqual("speed".utf8): self = .speed
            case 6 where bytes.elementsEqual("points".utf8): self = .points
            case 7 where bytes.elementsEqual("subject".utf8): self = .subject
            default: self = .other
            }
        }
    }
}

extension StrokeJSON.Entry {
    /// An entry read by other means than its `Decodable` init.
    fileprivate init(file: String?, label: String?, subject: String?, speed: String?, samples: [Stroke.Sample]) {
        self.file = file
        self.label = label
        self.subject = subject
        self.speed = speed
        self.samples = samples
    }
}
