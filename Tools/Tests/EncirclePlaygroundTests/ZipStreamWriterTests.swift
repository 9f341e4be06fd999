import Foundation
import NIOCore
import Testing

@testable import EncirclePlayground

@Suite struct ZipStreamWriterTests {
    static let modified = Date(timeIntervalSince1970: 1_700_000_000)

    /// The archive of `files`, its output taken after each file as the export sends it.
    static func archive(_ files: [(String, [UInt8])], precedingBytes: UInt64 = 0) throws -> [UInt8] {
        var zip = ZipStreamWriter(modified: modified, precedingBytes: precedingBytes)
        var bytes: [UInt8] = []
        for (name, contents) in files {
            try zip.add(name, contents: contents)
            bytes += Array(buffer: zip.takeOutput())
        }
        return bytes + Array(buffer: zip.finish())
    }

    /// `count` files `f/00001.txt`, … of one byte each.
    static func tinyFiles(_ count: Int) -> [(String, [UInt8])] {
        (1...count).map { index in
            let digits = String(index)
            return (
                "f/" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".txt", [UInt8(index % 256)]
            )
        }
    }

    /// Byte for byte what the in-memory writer the export used before wrote for the same files
    /// (base64), so that small archives stay as simple unzippers know them.
    @Test func writesSmallArchivesAsThePlainWriterDid() throws {
        let files = [("circle/circle01.xml", Array("<Gesture Name=\"circle01\"/>".utf8)), ("ü/ü01.xml", [])]
        let expected =
            "UEsDBBQAAAgAAKqxblcS750nGgAAABoAAAATAAAAY2lyY2xlL2NpcmNsZTAxLnhtbDxHZXN0dXJlIE5hbWU9ImNpcmNsZTAx"
            + "Ii8+UEsDBBQAAAgAAKqxblcAAAAAAAAAAAAAAAALAAAAw7wvw7wwMS54bWxQSwECFAAUAAAIAACqsW5XEu+dJxoAAAAaAAAA"
            + "EwAAAAAAAAAAAAAAAAAAAAAAY2lyY2xlL2NpcmNsZTAxLnhtbFBLAQIUABQAAAgAAKqxblcAAAAAAAAAAAAAAAALAAAAAAAA"
            + "AAAAAAAAAEsAAADDvC/DvDAxLnhtbFBLBQYAAAAAAgACAHoAAAB0AAAAAAA="
        #expect(try Self.archive(files) == Array(try #require(Data(base64Encoded: expected))))
        #expect(try Self.archive([]) == Array(try #require(Data(base64Encoded: "UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA=="))))
    }

    @Test func storesFilesThatReadBack() throws {
        let files = [
            ("a/one.txt", Array("one".utf8)), ("b/two.txt", [UInt8](repeating: 7, count: 70_000)), ("empty.txt", []),
        ]
        let archive = try ZipReading(try Self.archive(files))
        #expect(!archive.isZip64)
        #expect(archive.entries.map(\.name) == files.map(\.0))
        #expect(archive.entries.map(\.contents) == files.map(\.1))
        #expect(archive.entries.map(\.versionNeeded) == [20, 20, 20])
    }

    /// 65,534 files fit the plain end record; from 65,535, whose count is the plain record's
    /// "see ZIP64" value, the archive is ZIP64.
    @Test(arguments: [(65_534, false), (65_535, true)])
    func isZip64FromTheFile65535(count: Int, isZip64: Bool) throws {
        let bytes = try Self.archive(Self.tinyFiles(count))
        let archive = try ZipReading(bytes)
        #expect(archive.isZip64 == isZip64)
        #expect(archive.entries.count == count)
        #expect(ZipReading.plainEndRecordCount(bytes) == count)
    }

    /// 70,000 files: past the plain format's 65,535, read by another implementation.
    @Test func pythonsZipfileReadsSeventyThousandFiles() throws {
        let files = Self.tinyFiles(70_000)
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder + "/many.zip"
        let bytes = try Self.archive(files)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(ZipReading.plainEndRecordCount(bytes) == 0xFFFF)
        let report = try Python.run(
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as archive:
                names = archive.namelist()
                print(len(names), archive.testzip(), names[0], names[-1], archive.read(names[-1]).hex())
            """, [path])
        #expect(report == "70000 None f/00001.txt f/70000.txt 70")
    }

    /// An archive that starts 100 bytes short of 4 GiB in its file (the space before it left as
    /// a hole): the file past 4 GiB has its offset in a ZIP64 extra field, the one before not.
    @Test func filesPastFourGiBHaveZip64Offsets() throws {
        let start = UInt64(UInt32.max) - 100
        let files = [("before.txt", [UInt8](repeating: 1, count: 200)), ("after.txt", Array("after".utf8))]
        let bytes = try Self.archive(files, precedingBytes: start)
        let archive = try ZipReading(bytes, precedingBytes: start)
        #expect(archive.isZip64)
        #expect(archive.entries.map(\.offset) == [start, start + 30 + 10 + 200])
        #expect(archive.entries.map(\.versionNeeded) == [20, 45])
        #expect(archive.entries.map(\.hasZip64Extra) == [false, true])
        #expect(archive.entries.map(\.contents) == files.map(\.1))

        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder + "/sparse.zip"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try file.truncate(atOffset: start)
        try file.seekToEnd()
        try file.write(contentsOf: bytes)
        try file.close()
        let report = try Python.run(
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as archive:
                offsets = [(entry.filename, entry.header_offset) for entry in archive.infolist()]
                print(archive.testzip(), offsets, archive.read("after.txt"))
            """, [path])
        #expect(report == "None [('before.txt', 4294967195), ('after.txt', 4294967435)] b'after'")
    }

    @Test func refusesWhatItCannotStoreAndWritesNothing() throws {
        var zip = ZipStreamWriter()
        let name = String(repeating: "n", count: 70_000)
        #expect {
            try zip.add(name, contents: [UInt8]())
        } throws: { error in
            "\(error)" == "a file name in a ZIP archive is at most 65,535 bytes: \(name.prefix(64))…"
        }
        #expect {
            try zip.add("huge.bin", contents: repeatElement(UInt8(0), count: 1 << 32))
        } throws: { error in
            "\(error)" == "huge.bin: a file of 4 GiB or more cannot be stored in this archive"
        }
        #expect(zip.pendingByteCount == 0)
        #expect(Array(buffer: zip.finish()) == (try Self.archive([])))
    }
}

/// A stored ZIP archive read back through its end records and central directory, each file
/// checked against its local header and its CRC: a reader for the tests that shares no code
/// with the writer.
struct ZipReading {
    struct Entry {
        var name: String
        var offset: UInt64
        var versionNeeded: Int
        var hasZip64Extra: Bool
        var contents: [UInt8]
    }

    struct FormatError: Error, CustomStringConvertible { var description: String }

    var entries: [Entry] = []
    var isZip64 = false

    /// Reads `bytes`, an archive that starts `precedingBytes` into its file.
    init(_ bytes: [UInt8], precedingBytes: UInt64 = 0) throws {
        func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
            if !condition { throw FormatError(description: message()) }
        }
        /// The little-endian number of `size` bytes (at most 8) at `at`.
        func number(_ at: Int, _ size: Int) throws -> UInt64 {
            try check(at >= 0 && at + size <= bytes.count, "\(size) bytes at \(at) are past the end")
            var value: UInt64 = 0
            for index in stride(from: size - 1, through: 0, by: -1) { value = value << 8 | UInt64(bytes[at + index]) }
            return value
        }
        func place(_ offset: UInt64) throws -> Int {
            try check(offset >= precedingBytes, "offset \(offset) is before the archive")
            return Int(offset - precedingBytes)
        }
        let end = bytes.count - 22
        try check(try number(end, 4) == 0x0605_4B50, "no end record")
        var count = try number(end + 10, 2), directory = try place(try number(end + 16, 4))
        let locator = end - 20
        isZip64 = try locator >= 0 && number(locator, 4) == 0x0706_4B50
        if isZip64 {
            let record = try place(try number(locator + 8, 8))
            try check(try number(record, 4) == 0x0606_4B50, "no ZIP64 end record where its locator says")
            try check(try number(record + 4, 8) == 44 && record + 56 == locator, "a ZIP64 end record of the wrong size")
            count = try number(record + 32, 8)
            directory = try place(try number(record + 48, 8))
        }
        for _ in 0..<count {
            try check(try number(directory, 4) == 0x0201_4B50, "no directory record at \(directory)")
            let nameLength = Int(try number(directory + 28, 2)), extraLength = Int(try number(directory + 30, 2))
            let nameStart = directory + 46, extraStart = directory + 46 + nameLength
            try check(extraStart <= bytes.count, "a name past the end")
            let name = bytes[nameStart..<extraStart]
            var offset = try number(directory + 42, 4)
            let hasZip64Extra = offset == 0xFFFF_FFFF
            if hasZip64Extra {
                try check(try number(extraStart, 2) == 1, "no ZIP64 extra field")
                try check(try number(extraStart + 2, 2) == 8, "a ZIP64 extra field of other than an offset")
                offset = try number(extraStart + 4, 8)
            }
            let local = try place(offset)
            try check(try number(local, 4) == 0x0403_4B50, "no local header at \(offset)")
            try check(try number(local + 8, 2) == 0, "not stored")
            try check(try number(local + 14, 8) == number(directory + 16, 8), "CRC or size differs from the directory")
            try check(try number(local + 22, 4) == number(directory + 24, 4), "size differs from the directory")
            try check(Array(bytes[(local + 30)..<(local + 30 + nameLength)]) == Array(name), "the names differ")
            let start = local + 30 + nameLength + Int(try number(local + 28, 2))
            let size = Int(try number(directory + 24, 4))
            try check(start + size <= bytes.count, "contents past the end")
            let contents = Array(bytes[start..<(start + size)])
            try check(UInt64(CRC32.checksum(contents)) == (try number(directory + 16, 4)), "wrong CRC")
            entries.append(
                Entry(
                    name: String(decoding: name, as: UTF8.self), offset: offset,
                    versionNeeded: Int(try number(directory + 6, 2)), hasZip64Extra: hasZip64Extra,
                    contents: contents))
            directory = extraStart + extraLength + Int(try number(directory + 32, 2))
        }
    }

    /// The file count the plain end record gives (0xFFFF: see the ZIP64 record).
    static func plainEndRecordCount(_ bytes: [UInt8]) -> Int {
        Int(bytes[bytes.count - 12]) | Int(bytes[bytes.count - 11]) << 8
    }
}

/// Runs scripts with `python3`, the other implementation the archive tests read archives with.
enum Python {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// What `python3 -c script arguments…` prints (standard output and error), without the last
    /// line end.
    ///
    /// - Throws: ``Failure`` with the output when Python is missing or the script fails.
    static func run(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return output.hasSuffix("\n") ? String(output.dropLast()) : output
        case 127: throw Failure(description: "python3 is not installed; the archive tests read archives with it")
        case let status: throw Failure(description: "python3 exited with \(status): \(output)")
        }
    }
}

/// Fresh temporary folders for the archive tests: `make()`, then `remove(_:)` in a `defer`.
enum TemporaryFolder {
    static func make() throws -> String {
        let path = NSTemporaryDirectory() + "encircle-zip-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}
