import Foundation

/// A ZIP archive of stored (uncompressed) files, written in memory.
///
/// The plain ZIP format without ZIP64: at most 65,535 entries and 4 GiB in all, which
/// ``data()`` checks. Names are written as UTF-8 (general-purpose flag bit 11).
struct ZipArchive {
    private struct Entry {
        var name: [UInt8]
        var crc: UInt32
        var size: UInt32
        var offset: UInt32
    }

    /// Too many entries or bytes for a ZIP archive without ZIP64.
    struct TooLargeError: LocalizedError, CustomStringConvertible {
        var description: String
        var errorDescription: String? { description }
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private var overflow: String?
    private let time: UInt16
    private let date: UInt16

    /// An empty archive whose entries are dated `modified` (in UTC; DOS dates start in 1980).
    init(modified: Date = Date()) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: modified)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        date = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
        time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
    }

    /// Adds a file named `name` (a relative path with `/` between folders).
    mutating func add(_ name: String, contents: some Collection<UInt8>) {
        let nameBytes = Array(name.utf8)
        guard overflow == nil else { return }
        guard entries.count < Int(UInt16.max), nameBytes.count <= Int(UInt16.max),
            bytes.count + 30 + nameBytes.count + contents.count < Int(UInt32.max)
        else {
            overflow = "the archive would exceed the ZIP limits (65,535 files, 4 GiB)"
            return
        }
        let entry = Entry(
            name: nameBytes, crc: CRC32.checksum(contents), size: UInt32(contents.count), offset: UInt32(bytes.count))
        append32(0x0403_4B50)
        appendCommonHeader(entry)
        bytes += nameBytes
        bytes += contents
        entries.append(entry)
    }

    /// The archive: the entries, the central directory and its end record.
    ///
    /// - Throws: ``TooLargeError`` when the entries do not fit a ZIP archive without ZIP64.
    func data() throws(TooLargeError) -> Data {
        if let overflow { throw TooLargeError(description: overflow) }
        var archive = self
        let directoryStart = archive.bytes.count
        for entry in entries {
            archive.append32(0x0201_4B50)
            archive.append16(20)  // made by: ZIP 2.0
            archive.appendCommonHeader(entry)
            archive.append16(0)  // comment length
            archive.append16(0)  // disk number
            archive.append16(0)  // internal attributes
            archive.append32(0)  // external attributes
            archive.append32(entry.offset)
            archive.bytes += entry.name
        }
        let directorySize = archive.bytes.count - directoryStart
        guard archive.bytes.count + 22 < Int(UInt32.max) else {
            throw TooLargeError(description: "the archive would exceed the ZIP limit of 4 GiB")
        }
        archive.append32(0x0605_4B50)
        archive.append16(0)  // this disk
        archive.append16(0)  // the directory's disk
        archive.append16(UInt16(entries.count))
        archive.append16(UInt16(entries.count))
        archive.append32(UInt32(directorySize))
        archive.append32(UInt32(directoryStart))
        archive.append16(0)  // comment length
        return Data(archive.bytes)
    }

    /// The fields a local header and a central-directory record share, from "version needed".
    private mutating func appendCommonHeader(_ entry: Entry) {
        append16(20)  // version needed: 2.0
        append16(1 << 11)  // names are UTF-8
        append16(0)  // stored
        append16(time)
        append16(date)
        append32(entry.crc)
        append32(entry.size)  // compressed size
        append32(entry.size)
        append16(UInt16(entry.name.count))
        append16(0)  // extra field length
    }

    private mutating func append16(_ value: UInt16) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private mutating func append32(_ value: UInt32) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}
