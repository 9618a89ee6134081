/// The camera facts the viewer's info panel shows, from a photo's EXIF (each `nil` when absent).
public struct ExifSummary: Hashable, Sendable {
    /// The camera's maker (`Make`), such as `Apple`.
    public var make: String?
    /// The camera's model (`Model`), such as `iPhone 15 Pro`.
    public var model: String?
    /// The lens (`LensModel`).
    public var lens: String?
    /// The exposure time in seconds (`ExposureTime`; 1/125 s is 0.008).
    public var exposureSeconds: Double?
    /// The aperture's f-number (`FNumber`), such as 1.8.
    public var fNumber: Double?
    /// The sensitivity (`PhotographicSensitivity`, once `ISOSpeedRatings`).
    public var iso: Int?
    /// The focal length in millimetres (`FocalLength`).
    public var focalLengthMillimetres: Double?
    /// Where it was taken, when the file has GPS tags.
    public var location: GPSLocation?

    /// A summary with these facts.
    public init(
        make: String? = nil, model: String? = nil, lens: String? = nil, exposureSeconds: Double? = nil,
        fNumber: Double? = nil, iso: Int? = nil, focalLengthMillimetres: Double? = nil,
        location: GPSLocation? = nil
    ) {
        self.make = make
        self.model = model
        self.lens = lens
        self.exposureSeconds = exposureSeconds
        self.fNumber = fNumber
        self.iso = iso
        self.focalLengthMillimetres = focalLengthMillimetres
        self.location = location
    }

    /// Whether no fact is known.
    public var isEmpty: Bool { self == ExifSummary() }
}

/// A place on Earth from GPS tags: degrees north and east (south and west negative), metres above sea level.
public struct GPSLocation: Hashable, Sendable {
    /// Latitude in degrees, −90 … 90.
    public let latitude: Double
    /// Longitude in degrees, −180 … 180.
    public let longitude: Double
    /// Altitude in metres above sea level, when recorded.
    public let altitude: Double?

    /// A location at these coordinates.
    public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }
}
