// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets, one per reader of untrusted bytes (`Tests/Fuzz/<name>`), with the modules
/// each reads through. `scripts/fuzz` builds them with `--sanitize=fuzzer --sanitize=address`;
/// in a plain build they link as programs that do nothing.
let fuzzTargets: [Target] = [
    ("FuzzMarkdown", ["MarkdownSource", "FolioPluginAPI", "FolioImaging"]),
    ("FuzzFrontMatter", ["FolioPluginAPI"]),
    ("FuzzTOML", ["FolioFrontMatter"]),
    ("FuzzXMLPlist", ["PlistSource"]),
    ("FuzzBinaryPlist", ["PlistSource"]),
    ("FuzzImageInfo", ["FolioBuild", "FolioImaging", "FolioHashing"]),
    ("FuzzPNG", ["FolioImaging"]),
    ("FuzzJPEG", ["FolioImaging"]),
    ("FuzzFont", ["FolioText"]),
    ("FuzzCairo", ["PDFCairo", "CCairo", "FolioText", "FolioLayout"]),
    ("FuzzSVG", ["FolioImaging"]),
    ("FuzzICU", ["FolioText"]),
    ("FuzzHyphen", ["FolioText"]),
    ("FuzzFontconfig", ["FolioText", "CFontconfig"]),
].map { name, dependencies in
    .executableTarget(name: name, dependencies: dependencies.map { .target(name: $0) }, path: "Tests/Fuzz/\(name)")
}

/// The text engine (issue 28; docs/text.md): shaping (HarfBuzz), line breaks, bidi and ids (ICU),
/// fonts (fontconfig), subsets in WOFF2 (HarfBuzz, Brotli; woff2 decodes) and hyphenation
/// (libhyphen), each C library in its own shim.
let textTargets: [Target] = [
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz-subset", providers: [.apt(["libharfbuzz-dev"])]),
    // ICU behind C types only: Debian's unicode/*.h clash with Foundation's own ICU in Swift.
    .target(name: "CFolioICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    .target(name: "CFontconfig", linkerSettings: [.linkedLibrary("fontconfig")]),
    // C++ behind extern "C" functions: woff2 (C++) decodes, Brotli encodes.
    .target(name: "CWOFF2", linkerSettings: [.linkedLibrary("brotlienc"), .linkedLibrary("woff2dec")]),
    .target(name: "CHyphen", linkerSettings: [.linkedLibrary("hyphen")]),
    .target(
        name: "FolioText", dependencies: ["CHarfBuzz", "CFolioICU", "CFontconfig", "CWOFF2", "CHyphen", "FolioHashing"]),
    .testTarget(name: "FolioTextTests", dependencies: ["FolioText"]),
]

/// The targets a sanitizer build compiles: with FOLIO_ONLY_TARGETS set to target names (`A|B`,
/// as `swift test --filter` takes them), the package declares only those targets and what they
/// depend on. `scripts/test`'s AddressSanitizer stage names its five test targets and
/// `scripts/fuzz` its fuzz targets, so neither compiles server, CLI or test code it never runs.
func onlyTheTargetsNamed(_ targets: [Target], _ names: String?) -> [Target] {
    guard let names else { return targets }
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    var needed = Set<String>()
    var pending = names.split(separator: "|").map(String.init)
    while let name = pending.popLast() {
        guard let target = byName[name], needed.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
        for case .plugin(let name, nil) in target.plugins ?? [] { pending.append(name) }
    }
    return targets.filter { needed.contains($0.name) }
}

let onlyTargets = Context.environment["FOLIO_ONLY_TARGETS"]

let package = Package(
    name: "Folio",
    platforms: [.macOS(.v14)],
    products: onlyTargets != nil
        ? []
        : [
            // The plugin API: what a source, publisher or previewer may use (README, "Plugins").
            .library(name: "FolioPluginAPI", targets: ["FolioPluginAPI"]),
            .library(name: "FolioCLI", targets: ["FolioCLI"]),
            .library(name: "MarkdownSource", targets: ["MarkdownSource"]),
            .library(name: "PlistSource", targets: ["PlistSource"]),
            .library(name: "JSONSink", targets: ["JSONSink"]),
            .library(name: "HTMLSink", targets: ["HTMLSink"]),
            .library(name: "TerminalSink", targets: ["TerminalSink"]),
            .library(name: "PDFSink", targets: ["PDFSink"]),
            .library(name: "EPUBSink", targets: ["EPUBSink"]),
            .library(name: "FolioStockPlugins", targets: ["FolioStockPlugins"]),
            .executable(name: "folio", targets: ["folio"]),
            .executable(name: "folio-conformance", targets: ["folio-conformance"]),
            .plugin(name: "FolioCommandPlugin", targets: ["FolioCommandPlugin"]),
        ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // TOML front matter (Hugo, Zola) and site configs: toml++ behind a C API; FolioFrontMatter alone imports it.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: onlyTheTargetsNamed(
        [
            // The core, in layers; every dependency points down this list.
            // The navigation rules over an issue's shape (pages per article): keys, moves, the map.
            .target(name: "FolioNavigation"),
            // The content model every part shares: issue, article, blocks, photos, settings, diagnostics.
            // Plain data: it links no C library (ModuleGraphTests), so a model-only consumer needs none.
            .target(name: "FolioModel", dependencies: ["FolioNavigation"]),
            // Text measures and the paginator: articles into pages of laid-out lines; and the model's
            // rules that need the text engine (ModelText/: ids and anchors by ICU, an article's direction).
            .target(name: "FolioLayout", dependencies: ["FolioModel", "FolioText"]),
            // Search: an issue's words (cut as a browser cuts them, compared by one key) to the
            // places they are written, and the articles a query finds.
            .target(name: "FolioSearch", dependencies: ["FolioModel", "FolioText", "FolioLayout"]),
            // The conformance kit: scenarios, drivers, the runner and its report.
            .target(name: "FolioConformance", dependencies: ["FolioModel", "FolioNavigation", "FolioLayout", "FolioSearch"]),
            // Front matter and the files written like it: the YAML (Yams), TOML (toml++) and JSON
            // readers into one neutral table, an article's front matter in Folio's fields, site
            // configurations (Jekyll, Hugo, Zola). Below the plugin API, which re-exports it, so a
            // source and `folio import` read with the same readers.
            .target(
                name: "FolioFrontMatter",
                dependencies: [
                    "FolioModel", .product(name: "Yams", package: "Yams"),
                    .product(name: "TOMLKit", package: "TOMLKit"),
                ]
            ),
            // The plugin API: what a source or a publisher/previewer needs (the protocols, the
            // content folder, the publication, registration, incremental and shelf publishing, the
            // JSON writer, image headers, text and front matter, remote images through the build),
            // above the model, the rules, the paginator, the conformance kit and the front matter's
            // readers it re-exports; the text engine is reached through the paginator, hashing for
            // content names, the image codecs for image headers.
            .target(
                name: "FolioPluginAPI",
                dependencies: [
                    "FolioModel", "FolioNavigation", "FolioLayout", "FolioConformance", "FolioFrontMatter", "FolioText",
                    "FolioHashing", "FolioImaging", "FolioSearch",
                ]
            ),
            // Settings formats: issue.yaml's and shelf.yaml's readers and the import record's writer,
            // on the front matter's readers (FolioFrontMatter, which it re-exports).
            .target(
                name: "FolioFormats",
                dependencies: ["FolioModel", "FolioNavigation", "FolioLayout", "FolioPluginAPI", "FolioFrontMatter"]
            ),
            // Durable output: files staged under temporary names and renamed into place, folders
            // swapped whole, what an interrupted build left behind.
            .target(name: "FolioOutput", dependencies: ["FolioModel", "FolioPluginAPI"]),
            // The build cache: its one sealed record format, file fingerprints, the manifest of the
            // last build and the cache folder's lock.
            .target(
                name: "FolioCache",
                dependencies: ["FolioModel", "FolioPluginAPI", "FolioHashing", "FolioOutput", "FolioSearch"]
            ),
            // The build: the pipeline's steps and their runner, the builder, article files, the
            // asset stage and the author's fonts.
            .target(
                name: "FolioBuild",
                dependencies: [
                    "FolioModel", "FolioNavigation", "FolioLayout", "FolioConformance", "FolioPluginAPI",
                    "FolioFormats", "FolioHashing", "FolioImaging", "FolioCache", "FolioOutput",
                ],
                // FoundationNetworking (remote images) calls libcurl; a build with
                // --static-swift-stdlib links Foundation's archive, which names curl but does not
                // bring it, so the system's libcurl is linked here.
                linkerSettings: [.linkedLibrary("curl", .when(platforms: [.linux]))]
            ),
            // Shelves: a shelf's folder, its record of each issue's last build, and its steps, each
            // issue built by the pipeline.
            .target(
                name: "FolioShelf",
                dependencies: [
                    "FolioModel", "FolioPluginAPI", "FolioFormats", "FolioHashing", "FolioBuild", "FolioCache",
                    "FolioOutput",
                ]
            ),

            // SHA-256 (the system's OpenSSL, through COpenSSLDigest) and XXH64, for content-hashed
            // names and the build cache's fingerprints.
            .target(name: "COpenSSLDigest", linkerSettings: [.linkedLibrary("crypto")]),
            .target(name: "FolioHashing", dependencies: ["COpenSSLDigest"]),

            // Image decoding, resizing and encoding for the asset stage and the terminal preview.
            .target(
                name: "FolioImaging",
                dependencies: ["CTurboJPEG", "CPNG", "CRsvg"]
            ),
            // SVG (librsvg 2.54, Debian librsvg2-dev) behind a header of C types (CRsvg.h).
            .target(
                name: "CRsvg",
                linkerSettings: [
                    .linkedLibrary("rsvg-2"), .linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"),
                    .linkedLibrary("glib-2.0"), .linkedLibrary("cairo"),
                ]),

            // System-library shims; only the source plugins import them.
            .systemLibrary(
                name: "CCmark",
                pkgConfig: "libcmark",
                providers: [.apt(["libcmark-dev"])]
            ),
            .systemLibrary(
                name: "CTurboJPEG",
                pkgConfig: "libturbojpeg",
                providers: [.apt(["libturbojpeg0-dev", "libjpeg62-turbo-dev"])]
            ),
            .systemLibrary(
                name: "CPNG",
                pkgConfig: "libpng",
                providers: [.apt(["libpng-dev"])]
            ),
            // cairo's PDF surface and FreeType faces; only the PDF sink imports it.
            .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
            .systemLibrary(
                name: "CLibXML2",
                pkgConfig: "libxml-2.0",
                providers: [.apt(["libxml2-dev"])]
            ),

            // Pipeline plugins: each depends on the plugin API, as a third party's would, and on C
            // shims or modules the API reaches, never on another plugin, nor on FolioBuild or
            // FolioFormats (ModuleGraphTests).
            .target(
                name: "MarkdownSource",
                dependencies: ["FolioPluginAPI", "CCmark"],
                path: "Plugins/MarkdownSource"
            ),
            .target(
                name: "JSONSink",
                dependencies: ["FolioPluginAPI"],
                path: "Plugins/JSONSink"
            ),
            .target(
                name: "HTMLSink",
                dependencies: ["FolioPluginAPI"],
                path: "Plugins/HTMLSink",
                exclude: ["Web", "generate-web-assets.py", "README.md"]
            ),
            .target(
                name: "PlistSource",
                dependencies: ["FolioPluginAPI", "CLibXML2"],
                path: "Plugins/PlistSource"
            ),
            .target(
                name: "TerminalSink",
                dependencies: ["FolioPluginAPI", "FolioImaging", "FolioText"],
                path: "Plugins/TerminalSink",
                exclude: ["README.md"]
            ),
            // The PDF sink: the plugin API alone, and cairo through its wrapper (docs/pdf.md).
            .target(
                name: "PDFSink", dependencies: ["FolioPluginAPI", "PDFCairo"], path: "Plugins/PDFSink",
                exclude: ["Cairo"]),
            // cairo's PDF surface, FreeType faces and images, each object's lifetime in one class.
            .target(
                name: "PDFCairo", dependencies: ["CCairo", "FolioImaging", "FolioLayout"], path: "Plugins/PDFSink/Cairo"
            ),

            // The EPUB sink: the plugin API alone; its ZIP container written in Swift (docs/epub.md).
            .target(name: "EPUBSink", dependencies: ["FolioPluginAPI"], path: "Plugins/EPUBSink"),

            // The command line: a library so that a third party can ship its own `folio`
            // with extra plugins registered, plus the stock executable.
            .target(
                name: "FolioCLI",
                dependencies: [
                    "FolioPluginAPI", "FolioFormats", "FolioBuild", "FolioShelf", "FolioWatch", "FolioServer",
                    "FolioImaging", "FolioBuildInfo", "FolioSearch",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ]
            ),
            // `BuildInfo.version`: written before every build by the FolioVersionPlugin, as
            // `scripts/version` decides (the repository's tag, else CHANGELOG.md's newest version).
            .target(name: "FolioBuildInfo", plugins: [.plugin(name: "FolioVersionPlugin")]),
            .plugin(name: "FolioVersionPlugin", capability: .buildTool(), path: "Plugins/FolioVersionPlugin"),

            // `folio serve` and `folio preview --watch`: the content folder's watcher (inotify,
            // bursts coalesced) and the HTTP server of a built bundle with live reload.
            .target(name: "FolioWatch"),
            .target(
                name: "FolioServer",
                dependencies: [
                    .product(name: "Hummingbird", package: "hummingbird"),
                    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                    .product(name: "Logging", package: "swift-log"),
                    .product(name: "NIOCore", package: "swift-nio"),
                ]
            ),
            // The plugins the stock `folio` ships, listed once for every executable that starts from them.
            .target(
                name: "FolioStockPlugins",
                dependencies: [
                    "FolioPluginAPI", "FolioConformance", "MarkdownSource", "PlistSource", "JSONSink", "HTMLSink",
                    "TerminalSink", "PDFSink", "EPUBSink",
                ]
            ),
            .executableTarget(
                name: "folio",
                dependencies: ["FolioCLI", "FolioStockPlugins"]
            ),
            // The conformance tooling, apart from the shipped `folio`: the html sink's driver (a
            // WebDriver client and chromedriver runner), and `folio-conformance`, the stock
            // `folio` with every driver registered.
            .target(name: "HTMLConformance", dependencies: ["HTMLSink", "FolioPluginAPI"]),
            .executableTarget(
                name: "folio-conformance",
                dependencies: ["FolioCLI", "FolioStockPlugins", "HTMLConformance"]
            ),

            // `swift package folio ...`: runs the package's own `folio` executable.
            .plugin(
                name: "FolioCommandPlugin",
                capability: .command(
                    intent: .custom(verb: "folio", description: "Run the folio command-line tool"),
                    permissions: [.writeToPackageDirectory(reason: "folio build writes the issue's output folder")]
                ),
                path: "Plugins/FolioCommandPlugin"
            ),

            // One test target per core module, plus the plugin API's: the README's plugin examples
            // (PluginExamples, which depends on FolioPluginAPI alone) and the API's public surface.
            .testTarget(name: "FolioNavigationTests", dependencies: ["FolioNavigation"]),
            .testTarget(name: "FolioModelTests", dependencies: ["FolioModel", "FolioLayout"]),
            .testTarget(
                name: "FolioLayoutTests",
                dependencies: [
                    "FolioLayout", "FolioModel", .product(name: "PropertyBased", package: "swift-property-based"),
                ]
            ),
            .testTarget(
                name: "FolioSearchTests",
                dependencies: ["FolioSearch", "FolioModel", "FolioLayout", "FolioTestSupport"]
            ),
            .testTarget(
                name: "FolioConformanceTests",
                dependencies: ["FolioConformance", "FolioModel", "FolioNavigation", "FolioLayout", "FolioPluginAPI"],
                resources: [.copy("Scenarios")]
            ),
            .testTarget(
                name: "FolioBuildTests",
                dependencies: [
                    "FolioBuild", "FolioCache", "FolioOutput", "FolioShelf", "FolioFormats", "FolioPluginAPI",
                    "HTMLSink", "FolioModel", "FolioNavigation", "FolioLayout", "FolioImaging", "FolioTestSupport",
                ]
            ),
            .target(name: "PluginExamples", dependencies: ["FolioPluginAPI"], path: "Tests/PluginExamples"),
            .testTarget(
                name: "FolioPluginAPITests",
                dependencies: ["PluginExamples", "FolioPluginAPI", "FolioBuild", "FolioTestSupport"]
            ),
            .testTarget(name: "FolioHashingTests", dependencies: ["FolioHashing"]),
            // Helpers shared by the test targets (scratch folders, file trees, the schema validator).
            .target(
                name: "FolioTestSupport",
                path: "Tests/FolioTestSupport"
            ),
            .testTarget(
                name: "FolioImagingTests",
                dependencies: ["FolioImaging"]
            ),
            .testTarget(
                name: "MarkdownSourceTests",
                dependencies: [
                    "MarkdownSource", "FolioPluginAPI", "FolioBuild", "FolioFormats", "HTMLSink", "FolioTestSupport",
                    .product(name: "PropertyBased", package: "swift-property-based"),
                ],
                resources: [.copy("Fixtures")]
            ),
            .testTarget(
                name: "JSONSinkTests",
                dependencies: [
                    "JSONSink", "FolioPluginAPI", "FolioFormats", "FolioBuild", "FolioOutput", "FolioImaging",
                    "FolioTestSupport",
                ]
            ),
            .testTarget(
                name: "PlistSourceTests",
                dependencies: ["PlistSource", "FolioPluginAPI", "FolioBuild"],
                resources: [.copy("Fixtures")]
            ),
            .testTarget(
                name: "TerminalSinkTests",
                dependencies: [
                    "TerminalSink", "FolioPluginAPI", "FolioText", "FolioBuild", "FolioImaging", "MarkdownSource",
                    "PlistSource", "FolioTestSupport",
                ],
                resources: [.copy("Golden")]
            ),
            .testTarget(
                name: "FolioCLITests",
                dependencies: [
                    "FolioCLI", "FolioPluginAPI", "FolioFormats", "FolioBuild", "MarkdownSource", "PlistSource",
                    "JSONSink", "HTMLSink", "FolioTestSupport", "FolioStockPlugins", "TerminalSink",
                    .product(name: "PropertyBased", package: "swift-property-based"),
                ],
                resources: [.copy("Fixtures")]
            ),
            .testTarget(
                name: "FolioServeTests",
                dependencies: [
                    "FolioWatch", "FolioServer", "FolioPluginAPI", "FolioBuild", "FolioTestSupport",
                    .product(name: "Hummingbird", package: "hummingbird"),
                    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                ]
            ),
            .testTarget(name: "PDFSinkTests", dependencies: ["PDFSink", "FolioPluginAPI", "CCairo"]),
            .testTarget(name: "EPUBSinkTests", dependencies: ["EPUBSink", "FolioPluginAPI"]),
            .testTarget(name: "PDFCairoTests", dependencies: ["PDFCairo", "FolioText", "FolioLayout", "FolioImaging"]),
            // A cairo face leaked on purpose, which scripts/sanitize must see reported.
            .testTarget(name: "LeakCanaryTests", dependencies: ["CCairo"], path: "Tests/Sanitizers/LeakCanaryTests"),
            .testTarget(
                name: "HTMLSinkTests",
                dependencies: ["HTMLSink", "HTMLConformance", "FolioPluginAPI", "FolioFormats", "FolioBuild"]
            ),
        ] + textTargets + fuzzTargets, onlyTargets),
    swiftLanguageModes: [.v6]
)
