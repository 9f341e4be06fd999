import Foundation
import Testing

@testable import EncirclePlayground

@Suite struct ZipArchiveTests {
    /// The entries of a stored ZIP read back through its central directory, each checked
    /// against its local header and CRC.
    static func entries(of data: Data) throws -> [String: [UInt8]] {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        let end = bytes.count - 22
        try #require(end >= 0 && u32(end) == 0x0605_4B50)
        let count = u16(end + 10)
        var at = u32(end + 16)
        var entries: [String: [UInt8]] = [:]
        for _ in 0..<count {
            try #require(u32(at) == 0x0201_4B50)
            let crc = u32(at + 16), size = u32(at + 24), nameLength = u16(at + 28), offset = u32(at + 42)
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            try #require(u32(offset) == 0x0403_4B50)
            #expect(u16(offset + 8) == 0, "stored")
            let start = offset + 30 + u16(offset + 26) + u16(offset + 28)
            let contents = Array(bytes[start..<(start + size)])
            #expect(Int(CRC32.checksum(contents)) == crc)
            entries[name] = contents
            at += 46 + nameLength + u16(at + 30) + u16(at + 32)
        }
        return entries
    }

    @Test func storesEntriesThatReadBack() throws {
        var archive = ZipArchive()
        archive.add("a/one.txt", contents: Array("one".utf8))
        archive.add("b/two.txt", contents: [UInt8](repeating: 7, count: 70_000))
        archive.add("empty.txt", contents: [UInt8]())
        let entries = try Self.entries(of: try archive.data())
        #expect(entries["a/one.txt"] == Array("one".utf8))
        #expect(entries["b/two.txt"] == [UInt8](repeating: 7, count: 70_000))
        #expect(entries["empty.txt"] == [])
    }

    @Test func pythonsZipfileAcceptsIt() throws {
        var archive = ZipArchive()
        archive.add("circle/circle01.xml", contents: Array("<Gesture/>".utf8))
        let folder = NSTemporaryDirectory() + "encircle-zip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try archive.data().write(to: URL(fileURLWithPath: folder + "/a.zip"))
        let status = try Python.run(["-m", "zipfile", "-t", folder + "/a.zip"])
        #expect(status == 0)
    }

    @Test func emptyArchiveIsValid() throws {
        #expect(try Self.entries(of: try ZipArchive().data()).isEmpty)
    }
}

/// Runs `python3` (a test dependency of the playground's archive checks).
enum Python {
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
