/// The EXIF and TIFF tag numbers ``ExifParser`` reads (EXIF 2.32, CIPA DC-008-2019).
enum ExifTag {
    // IFD0
    static let make: UInt16 = 0x010F
    static let model: UInt16 = 0x0110
    static let orientation: UInt16 = 0x0112
    static let dateTime: UInt16 = 0x0132
    static let exifDirectory: UInt16 = 0x8769
    static let gpsDirectory: UInt16 = 0x8825
    // Exif IFD
    static let exposureTime: UInt16 = 0x829A
    static let fNumber: UInt16 = 0x829D
    static let photographicSensitivity: UInt16 = 0x8827
    static let dateTimeOriginal: UInt16 = 0x9003
    static let dateTimeDigitized: UInt16 = 0x9004
    static let offsetTime: UInt16 = 0x9010
    static let offsetTimeOriginal: UInt16 = 0x9011
    static let offsetTimeDigitized: UInt16 = 0x9012
    static let focalLength: UInt16 = 0x920A
    static let lensModel: UInt16 = 0xA434
    // GPS IFD
    static let gpsLatitudeRef: UInt16 = 0x0001
    static let gpsLatitude: UInt16 = 0x0002
    static let gpsLongitudeRef: UInt16 = 0x0003
    static let gpsLongitude: UInt16 = 0x0004
}
