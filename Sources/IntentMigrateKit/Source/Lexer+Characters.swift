/// The lexer's character tables: which bytes start or go on with a name, which are spaces, which make operators.
extension Lexer {
    /// Byte classes, one table lookup per byte on the hot paths.
    package static let identifierHeadClass: UInt8 = 1, identifierBodyClass: UInt8 = 2, spaceClass: UInt8 = 4
    package static let classes: [UInt8] = (0..<256).map { value in
        let b = UInt8(value)
        var bits: UInt8 = 0
        if (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80 { bits |= identifierHeadClass | identifierBodyClass }
        if b >= 0x30 && b <= 0x39 { bits |= identifierBodyClass }
        if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C { bits |= spaceClass }
        return bits
    }

    /// `classes`, where the hot loops read it without checks (built once, never freed).
    nonisolated(unsafe) static let classTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
        _ = table.initialize(from: classes)
        return UnsafeBufferPointer(table)
    }()

    package static func isIdentifierHead(_ b: UInt8) -> Bool { classes[Int(b)] & identifierHeadClass != 0 }
    package static func isIdentifierBody(_ b: UInt8) -> Bool { classes[Int(b)] & identifierBodyClass != 0 }

    package static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            return true
        default: return false
        }
    }
}
