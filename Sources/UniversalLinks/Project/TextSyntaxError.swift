/// Why a project's text file (XML, an old-style property list) could not be read: where (byte offset) and
/// what. The same shape as the binary readers' error, so it is the same type.
public typealias TextSyntaxError = BinaryXMLError
