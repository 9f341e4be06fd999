import Foundation

/// The process's limit on open files, which bounds the connections a server can hold: past it,
/// accepting fails and a server that goes on trying spins. Raised to fit, as far as the hard
/// limit allows.
enum OpenFileLimit {
    /// Descriptors kept for the database, the log and the system's own.
    static let reserved = 64

    /// `connections`, or fewer when the open-file limit cannot be raised to hold them and
    /// ``reserved`` more.
    static func connections(fitting connections: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return connections }
        let wanted = rlim_t(connections + reserved)
        if limit.rlim_cur < wanted {
            limit.rlim_cur = min(wanted, limit.rlim_max)
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return max(1, min(connections, Int(limit.rlim_cur) - reserved))
    }
}
