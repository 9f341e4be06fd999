import Hummingbird

/// The playground page, compiled into the binary: served as it is, nothing else fetched.
enum PageAssets {
    struct Asset {
        var contentType: String
        var bytes: [UInt8]
    }

    /// The assets by URL path.
    static let byPath: [String: Asset] = [
        "/": Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
        "/playground.css": Asset(contentType: "text/css; charset=utf-8", bytes: PackageResources.playground_css),
        "/playground.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.playground_js),
    ]

    /// The answer for an asset: its bytes with their content type, never cached stale.
    static func response(for asset: Asset) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
