import Encircle

/// The cells of the text, Markdown and HTML reports; numbers through ``Encircle/NumberText``.
enum Format {
    /// What a report shows for a rate that is undefined (recall with no circles).
    static let notApplicable = "n/a"

    /// `rate` as a percentage (`99.3%`), or "n/a" when undefined.
    static func percent(_ rate: Double?) -> String {
        rate.map(NumberText.percent) ?? notApplicable
    }

    /// `score` (F1) with at most three decimals (`0.618`), or "n/a" when undefined.
    static func score(_ score: Double?) -> String {
        score.map { NumberText.plain($0, fractionDigits: 3) } ?? notApplicable
    }

    /// Columns padded to their widest cell; the first column left-aligned, the others right.
    static func table(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
