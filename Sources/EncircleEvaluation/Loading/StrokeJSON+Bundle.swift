import Encircle

extension StrokeJSON {
    /// The strokes and errors of `bytes`, the whole file called `file`, when it is a bundle;
    /// `nil` when it is not (``StrokeBundleScanner`` decides).
    static func bundleStrokes(
        in bytes: UnsafeBufferPointer<UInt8>, file: String
    ) -> (strokes: [LabeledStroke], errors: [LoadError])? {
        var scanner = StrokeBundleScanner()
        scanner.scan(bytes, base: 0)
        scanner.finish()
        guard scanner.verdict == .bundle else { return nil }
        var read = strokes(of: scanner.takeEntries(), in: bytes, file: file)
        if let failure = scanner.failure { read.errors.append(LoadError(file: file, problem: failure)) }
        return read
    }

    /// Parses bundle entries that lie in `bytes`, of the bundle called `file`: the one place that
    /// names a bundle's strokes and their errors, for a whole file and for a streamed batch.
    ///
    /// A stroke is named `file:FILE` by the entry's `file`, or `file:#N` by its position; its
    /// label comes from `label` or else from that name, its subject and speed from the keys or
    /// else from `file`'s folders. A broken entry's error is named the same way.
    static func strokes(
        of entries: [StrokeBundleScanner.Entry], in bytes: UnsafeBufferPointer<UInt8>, file: String
    ) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var strokes: [LabeledStroke] = []
        var errors: [LoadError] = []
        strokes.reserveCapacity(entries.count)
        for entry in entries {
            let text = UnsafeBufferPointer(rebasing: bytes[entry.range])
            let fallbackName = "#\(entry.index + 1)"
            do throws(EntryProblem) {
                let read = try StrokeLineParser.entry(in: text, origin: entry.origin)
                let name = read.file ?? fallbackName
                let folders = GestureLabel.subjectAndSpeed(forFile: read.file ?? "")
                strokes.append(
                    LabeledStroke(
                        file: "\(file):\(name)",
                        label: read.label ?? GestureLabel.label(forFile: name),
                        subject: read.subject ?? folders.subject,
                        speed: read.speed ?? folders.speed,
                        stroke: Stroke(read.samples)
                    ))
            } catch {
                let name = StrokeLineParser.fileName(in: text) ?? fallbackName
                errors.append(LoadError(file: "\(file):\(name)", problem: error.problem))
            }
        }
        return (strokes, errors)
    }
}
