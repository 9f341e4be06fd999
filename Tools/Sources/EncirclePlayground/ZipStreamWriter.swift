import Foundation
import NIOCore

/// A ZIP archive of stored (uncompressed) files, written front to back as the files come.
///
/// Each file's header and contents go to the output as soon as the file is added; only its
/// central-directory record (46 bytes and its name) is kept until ``finish()`` appends the
/// directory. Names are UTF-8 (general-purpose flag bit 11).
///
/// The archive is plain ZIP, which every unzipper reads, while it has fewer than 65,535 files and
/// every offset is under 4 GiB. Past either limit it is ZIP64 (PKWARE's APPNOTE 6.3, §4.3.14,
/// §4.3.15, §4.5.3): the end record holds 0xFFFF or 0xFFFFFFFF and is preceded by a ZIP64 end
/// record and its locator, and a file that starts past 4 GiB has its offset in a ZIP64 extra
/// field and needs version 4.5.
///
/// ```swift
/// var zip = ZipStreamWriter()
/// try zip.add("circle/circle01.xml", contents: xml.utf8)
/// try await send(zip.takeOutput())  // its local header and contents
/// try await send(zip.finish())      // the central directory and the end record
/// ```
struct ZipStreamWriter {
    /// A file the ZIP format cannot hold as this writer stores it.
    struct TooLargeError: LocalizedError, CustomStringConvertible {
        var description: String
        var errorDescription: String? { description }
    }

    private var output = ByteBuffer()
    private var directory: [UInt8] = []
    private var entryCount = 0
    /// Where the next byte goes, counted from the start of the file.
    private var position: UInt64
    private let time: UInt16
    private let date: UInt16

    /// An empty archive whose files are dated `modified` (in UTC; DOS dates start in 1980).
    ///
    /// - Parameter precedingBytes: How many bytes come before the archive in its file (as in a
    ///   self-extracting archive); offsets count from the start of the file.
    /// - Complexity: O(1).
    init(modified: Date = Date(), precedingBytes: UInt64 = 0) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: modified)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        date = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
        time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
        position = precedingBytes
    }

    /// The bytes written since the last ``takeOutput()``.
    var pendingByteCount: Int { output.readableBytes }

    /// Writes a file named `name` (a relative path with `/` between folders) to the output.
    ///
    /// - Throws: ``TooLargeError`` when the name is over 65,535 bytes or the contents are
    ///   4 GiB or more (this writer does not write ZIP64 sizes); nothing is written then.
    /// - Complexity: O(*n*) in the size of `contents` and `name`.
    mutating func add(_ name: String, contents: some Collection<UInt8>) throws(TooLargeError) {
        let nameBytes = Array(name.utf8)
        guard nameBytes.count <= Int(UInt16.max) else {
            throw TooLargeError(
                description: "a file name in a ZIP archive is at most 65,535 bytes: \(name.prefix(64))…")
        }
        guard UInt64(contents.count) < UInt64(Self.saturated32) else {
            throw TooLargeError(description: "\(name): a file of 4 GiB or more cannot be stored in this archive")
        }
        let offset = position
        let offsetNeedsZip64 = offset >= UInt64(Self.saturated32)
        let fields = Fields(
            version: offsetNeedsZip64 ? Self.zip64Version : Self.plainVersion, time: time, date: date,
            crc: CRC32.checksum(contents), size: UInt32(contents.count), nameLength: UInt16(nameBytes.count))

        var header: [UInt8] = []
        header.reserveCapacity(30 + nameBytes.count)
        header.appendLittleEndian(UInt32(0x0403_4B50))
        fields.write(extraLength: 0, to: &header)
        header += nameBytes
        output.writeBytes(header)
        output.writeBytes(contents)

        directory.appendLittleEndian(UInt32(0x0201_4B50))
        directory.appendLittleEndian(fields.version)  // made by
        fields.write(extraLength: offsetNeedsZip64 ? Self.zip64OffsetExtraLength : 0, to: &directory)
        directory.appendLittleEndian(UInt16(0))  // comment length
        directory.appendLittleEndian(UInt16(0))  // disk number
        directory.appendLittleEndian(UInt16(0))  // internal attributes
        directory.appendLittleEndian(UInt32(0))  // external attributes
        directory.appendLittleEndian(offsetNeedsZip64 ? Self.saturated32 : UInt32(offset))
        directory += nameBytes
        if offsetNeedsZip64 {
            directory.appendLittleEndian(UInt16(0x0001))  // the ZIP64 extra field's tag
            directory.appendLittleEndian(Self.zip64OffsetExtraLength - 4)
            directory.appendLittleEndian(offset)
        }
        entryCount += 1
        position += UInt64(30 + nameBytes.count + contents.count)
    }

    /// The bytes written since the last call, to send; the writer keeps none of them.
    ///
    /// - Complexity: O(1).
    mutating func takeOutput() -> ByteBuffer {
        defer { output = ByteBuffer() }
        return output
    }

    /// The rest of the archive: what ``takeOutput()`` has not taken, the central directory and
    /// the end record (with the ZIP64 end record and locator before it when needed).
    ///
    /// - Complexity: O(*e*) in the number of files.
    consuming func finish() -> ByteBuffer {
        let directoryOffset = position
        let directorySize = UInt64(directory.count)
        output.writeBytes(directory)
        directory = []
        let count = UInt64(entryCount)
        var end: [UInt8] = []
        let saturated16 = UInt64(UInt16.max), saturated32 = UInt64(Self.saturated32)
        if count >= saturated16 || directoryOffset >= saturated32 || directorySize >= saturated32 {
            end.appendLittleEndian(UInt32(0x0606_4B50))
            end.appendLittleEndian(UInt64(44))  // the size of the rest of this record
            end.appendLittleEndian(Self.zip64Version)  // made by
            end.appendLittleEndian(Self.zip64Version)
            end.appendLittleEndian(UInt32(0))  // this disk
            end.appendLittleEndian(UInt32(0))  // the directory's disk
            end.appendLittleEndian(count)  // on this disk
            end.appendLittleEndian(count)
            end.appendLittleEndian(directorySize)
            end.appendLittleEndian(directoryOffset)
            end.appendLittleEndian(UInt32(0x0706_4B50))  // the locator
            end.appendLittleEndian(UInt32(0))  // the ZIP64 end record's disk
            end.appendLittleEndian(directoryOffset + directorySize)
            end.appendLittleEndian(UInt32(1))  // disks in all
        }
        end.appendLittleEndian(UInt32(0x0605_4B50))
        end.appendLittleEndian(UInt16(0))  // this disk
        end.appendLittleEndian(UInt16(0))  // the directory's disk
        end.appendLittleEndian(UInt16(min(count, saturated16)))  // on this disk
        end.appendLittleEndian(UInt16(min(count, saturated16)))
        end.appendLittleEndian(UInt32(min(directorySize, saturated32)))
        end.appendLittleEndian(UInt32(min(directoryOffset, saturated32)))
        end.appendLittleEndian(UInt16(0))  // comment length
        output.writeBytes(end)
        return output
    }

    /// The fields a local header and a central-directory record share, from "version needed".
    private struct Fields {
        var version: UInt16
        var time: UInt16
        var date: UInt16
        var crc: UInt32
        var size: UInt32
        var nameLength: UInt16

        func write(extraLength: UInt16, to bytes: inout [UInt8]) {
            bytes.appendLittleEndian(version)  // needed to extract
            bytes.appendLittleEndian(UInt16(1 << 11))  // names are UTF-8
            bytes.appendLittleEndian(UInt16(0))  // stored
            bytes.appendLittleEndian(time)
            bytes.appendLittleEndian(date)
            bytes.appendLittleEndian(crc)
            bytes.appendLittleEndian(size)  // compressed size
            bytes.appendLittleEndian(size)
            bytes.appendLittleEndian(nameLength)
            bytes.appendLittleEndian(extraLength)
        }
    }

    /// A 32-bit field's "see the ZIP64 record" value, which a real value may not take either.
    private static let saturated32 = UInt32.max
    /// ZIP 2.0: stored files, folders, UTF-8 names.
    private static let plainVersion: UInt16 = 20
    /// ZIP 4.5: ZIP64 records and extra fields.
    private static let zip64Version: UInt16 = 45
    /// A ZIP64 extra field holding only an offset: tag, length and 8 bytes.
    private static let zip64OffsetExtraLength: UInt16 = 12
}

extension [UInt8] {
    /// Appends `value`'s bytes, least significant first, as every ZIP field is stored. (Built in
    /// arrays and written to the output once per record: ByteBuffer's integer writes cost 15
    /// times more in debug builds, which the tests of 70,000 files run in.)
    fileprivate mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
