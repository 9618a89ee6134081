import Testing
import TesseraThumbnails

@Suite struct FreedesktopMD5Tests {
    @Test(
        "RFC 1321 test suite",
        arguments: [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                "d174ab98d277d9f5a5611c2c9f419d9f"
            ),
            (
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a"
            ),
        ])
    func rfc1321TestSuite(message: String, digest: String) {
        #expect(MD5.hex(message.utf8) == digest)
    }

    /// Lengths around the 56-byte padding limit and the 64-byte block, where padding bugs show.
    @Test(
        arguments: [
            (55, "8d24280288a696559fd8d5aa1b6d8c6e"),
            (56, "ef2c72b7254c92459e498eddd4ace573"),
            (57, "5e319059f1ba9373988437b589fb9f21"),
            (63, "c4c8c6d513f4e1604eb18508a1769364"),
            (64, "a2fcb39a253b9b785b1f97518fa37683"),
            (65, "e49fe82d0bb12967a196c85de313e446"),
            (127, "c774d99f2281f28edc4257944c8871d1"),
            (128, "fe942895e9aae953f3e246e5fd00739d"),
        ])
    func padsMessagesOfEveryLengthAroundABlock(length: Int, digest: String) {
        let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7) }
        #expect(MD5.hex(message) == digest)
    }

    @Test func hashesEveryByteValueAndLongMessages() {
        #expect(MD5.hex(0...255) == "e2c865db4162bed963bfaa9ef6ac18f0")
        #expect(
            MD5.hex(repeatElement(UInt8(ascii: "a"), count: 1_000_000)) == "7707d6ae4e027c70eea2a935c2296f21")
    }

    @Test func namesTheSpecificationsExampleThumbnail() {
        #expect(MD5.hex("file:///home/jens/photos/me.png".utf8) == "c6ee772d9e49320e97ec29a7eb5b1697")
    }
}
