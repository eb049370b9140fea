// swift-tools-version: 6.1
import PackageDescription

/// A plugin written as a third party writes one: `SitemapPublisher` depends on Folio's plugin API
/// (the FolioPluginAPI product) and nothing else of Folio's; `folio-sitemap` is the stock `folio`
/// with it registered beside the built-in plugins.
let package = Package(
    name: "SitemapPublisher",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SitemapPublisher", targets: ["SitemapPublisher"])
    ],
    dependencies: [
        .package(name: "Folio", path: "../..")
    ],
    targets: [
        .target(
            name: "SitemapPublisher",
            dependencies: [.product(name: "FolioPluginAPI", package: "Folio")]
        ),
        .executableTarget(
            name: "folio-sitemap",
            dependencies: [
                "SitemapPublisher",
                .product(name: "FolioCLI", package: "Folio"),
                .product(name: "FolioStockPlugins", package: "Folio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
