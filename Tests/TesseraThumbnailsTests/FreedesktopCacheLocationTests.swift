import Foundation
import SystemPackage
import Testing
import TesseraThumbnails

@Suite struct FreedesktopCacheLocationTests {
    @Test func usesXDGCacheHomeWhenSet() {
        let location = ThumbnailCacheLocation(environment: [
            "XDG_CACHE_HOME": "/var/cache/jens", "HOME": "/home/jens",
        ])
        #expect(location?.directory == "/var/cache/jens/thumbnails")
        #expect(location?.normal == "/var/cache/jens/thumbnails/normal")
        #expect(location?.large == "/var/cache/jens/thumbnails/large")
    }

    @Test func fallsBackToDotCacheInHome() {
        #expect(
            ThumbnailCacheLocation(environment: ["HOME": "/home/jens"])?.directory
                == "/home/jens/.cache/thumbnails")
        #expect(
            ThumbnailCacheLocation(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/jens"])?.directory
                == "/home/jens/.cache/thumbnails")
    }

    @Test func ignoresARelativeXDGCacheHomeAsTheBaseDirectorySpecificationSays() {
        #expect(
            ThumbnailCacheLocation(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/jens"])?.directory
                == "/home/jens/.cache/thumbnails")
    }

    @Test func hasNoLocationWithoutAnAbsoluteDirectory() {
        #expect(ThumbnailCacheLocation(environment: [:]) == nil)
        #expect(ThumbnailCacheLocation(environment: ["HOME": ""]) == nil)
        #expect(ThumbnailCacheLocation(environment: ["HOME": "jens", "XDG_CACHE_HOME": "cache"]) == nil)
    }

    @Test func namesAThumbnailByTheMD5OfItsURI() throws {
        let location = try #require(ThumbnailCacheLocation(environment: ["HOME": "/home/jens"]))
        let uri = FileURI.make(for: "/home/jens/photos/me.png")
        #expect(
            location.path(forURI: uri, size: .normal)
                == "/home/jens/.cache/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
        #expect(
            location.path(forURI: uri, size: .large)
                == "/home/jens/.cache/thumbnails/large/c6ee772d9e49320e97ec29a7eb5b1697.png")
    }

    @Test func sizesHaveTheStandardsPixelsAndFolders() {
        #expect(ThumbnailCacheLocation.Size.allCases.map(\.pixels) == [128, 256])
        #expect(ThumbnailCacheLocation.Size.allCases.map(\.folderName) == ["normal", "large"])
    }

    @Test func processEnvironmentReadsTheSameVariables() {
        let environment = ProcessInfo.processInfo.environment
        #expect(
            ThumbnailCacheLocation.processEnvironment() == ThumbnailCacheLocation(environment: environment))
    }
}
