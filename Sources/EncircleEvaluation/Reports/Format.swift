import Foundation

/// Number formatting shared by the text, Markdown and HTML reports.
enum Format {
    /// `value` with `digits` decimals; non-finite values as `–`.
    static func decimal(_ value: Double, _ digits: Int) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "–"
    }

    /// `value` (a share) as a percentage with one decimal: `99.3%`.
    static func percent(_ value: Double) -> String {
        value.isFinite ? String(format: "%.1f%%", value * 100) : "–"
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
