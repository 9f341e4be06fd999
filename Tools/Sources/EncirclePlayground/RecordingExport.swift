import EncircleEvaluation
import Foundation

/// The recordings as a ZIP archive of `$1` gesture-log XML files, `LABEL/LABELnn.xml`, that
/// `encircle evaluate` reads: one folder per label, files numbered 01, 02, … per label in the
/// order the strokes were saved (three digits from the 100th on).
enum RecordingExport {
    /// The file name offered for download.
    static let fileName = "encircle-recordings.zip"

    /// The archive of `strokes` (in the order saved).
    static func archive(of strokes: [RecordedStroke], modified: Date = Date()) throws -> Data {
        var archive = ZipArchive(modified: modified)
        for (path, name, stroke) in files(for: strokes) {
            let xml = GestureLogXML.document(of: stroke.stroke, name: name, label: stroke.label)
            archive.add(path, contents: Array(xml.utf8))
        }
        return try archive.data()
    }

    /// Each stroke's path in the archive and its gesture name: `circle/circle01.xml` and
    /// `circle01`, `circle/circle02.xml` and `circle02`, ….
    static func files(for strokes: [RecordedStroke]) -> [(path: String, name: String, stroke: RecordedStroke)] {
        var counts: [String: Int] = [:]
        return strokes.map { stroke in
            let number = counts[stroke.label, default: 0] + 1
            counts[stroke.label] = number
            let digits = String(number)
            let padded = String(repeating: "0", count: max(0, 2 - digits.count)) + digits
            let name = stroke.label + padded
            return ("\(stroke.label)/\(name).xml", name, stroke)
        }
    }
}
