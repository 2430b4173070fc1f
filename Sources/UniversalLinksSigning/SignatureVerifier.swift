import Foundation
import SwiftASN1
import UniversalLinks
@_spi(DisableValidityCheck) @_spi(FixedExpiryValidationTime) import X509

/// Verifies a CMS (PKCS #7) signed association file the way iOS 8 did: the payload is intact, the
/// signature verifies with the signer certificate, the chain reaches a trusted root under RFC 5280
/// rules, and the signer is a TLS server identity (serverAuth), for the domain when one is given.
public struct SignatureVerifier: Sendable {
    public var trustRoots: TrustRoots
    /// When to check validity periods; nil means now.
    public var validationTime: Date?
    /// Extra intermediates beyond those in the file.
    public var intermediates: [Certificate]

    public init(trustRoots: TrustRoots = .system, validationTime: Date? = nil, intermediates: [Certificate] = []) {
        self.trustRoots = trustRoots
        self.validationTime = validationTime
        self.intermediates = intermediates
    }

    /// Verifies `bytes`. Never throws: every problem, from truncated DER to an unknown CA, is listed
    /// in the result with a specific code and message.
    public func verify(_ bytes: [UInt8], domain: String? = nil) async -> SignatureVerification {
        MessageTables.register(.signing)
        var result = SignatureVerification()
        result.domain = domain
        do throws(SignatureProblem) {
            let (payload, length) = try Self.payload(of: bytes)
            result.payload = payload
            let message = try CMSSignedMessage(berEncoded: Array(bytes.prefix(length)))
            guard let signer = message.signers.first else {
                throw SignatureProblem(.malformedCMS, "the envelope has no SignerInfo")
            }
            guard let certificate = message.certificate(for: signer) else {
                throw SignatureProblem(
                    .missingSignerCertificate,
                    "the envelope does not carry the signer's certificate (\(message.certificates.count) certificate(s), none matches the SignerInfo)"
                )
            }
            let summary = SignerCertificateSummary(certificate)
            result.signer = summary
            result.problems += checkSignature(signer, certificate: certificate, payload: payload, into: &result)
            result.problems += await checkIdentity(
                certificate, summary: summary, others: message.certificates, into: &result)
        } catch {
            result.problems.append(error)
        }
        return result
    }

    /// The payload from the core reader, whose messages say where the DER is broken.
    static func payload(of bytes: [UInt8]) throws(SignatureProblem) -> (payload: [UInt8], envelopeLength: Int) {
        guard let unwrapped = SignedEnvelope.unwrapIfSigned(bytes) else {
            throw SignatureProblem(.notCMS, notDERMessage(bytes))
        }
        switch unwrapped {
        case .success(let envelope):
            return (envelope.payload, envelope.envelopeLength)
        case .failure(let error):
            let code: SignatureProblem.Code =
                error.message.key.hasPrefix("truncated DER")
                ? .truncatedDER
                : error.message.key.hasPrefix("wrong content type")
                    ? .wrongContentType
                    : error.message.key.hasPrefix("detached signature") ? .detachedSignature : .malformedCMS
            throw SignatureProblem(code, error.message)
        }
    }

    /// Names the usual mistakes: plain JSON, and the text forms openssl writes without `-outform DER`.
    static func notDERMessage(_ bytes: [UInt8]) -> Message {
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        let trimmed = head.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            return "not a signed file: it is plain JSON (a signed file is DER, starting with a SEQUENCE)"
        }
        if head.contains("MIME-Version:") || head.contains("application/pkcs7-mime")
            || head.contains("application/x-pkcs7-mime")
        {
            return
                "not DER: this is S/MIME text (openssl smime -sign without -outform DER); iOS reads only DER, re-sign with -outform DER"
        }
        if head.contains("-----BEGIN PKCS7-----") || head.contains("-----BEGIN CMS-----") {
            return
                "not DER: this is PEM (base64 text); iOS reads only DER, convert with openssl cms -cmsout -inform PEM -outform DER"
        }
        return "not a CMS signed file: the bytes are not DER (a signed file starts with a DER SEQUENCE, 0x30)"
    }

    /// Message digest (when there are signed attributes) and signature.
    func checkSignature(
        _ signer: CMSSignerRecord, certificate: Certificate, payload: [UInt8], into result: inout SignatureVerification
    ) -> [SignatureProblem] {
        let digest: CMSAlgorithms.DigestAlgorithm
        let algorithm: Certificate.SignatureAlgorithm
        do throws(SignatureProblem) {
            digest = try CMSAlgorithms.digest(signer.digestAlgorithm)
            algorithm = try CMSAlgorithms.signatureAlgorithm(signer.signatureAlgorithm, digest: digest)
        } catch {
            return [error]
        }
        result.signatureAlgorithm = String(describing: algorithm).replacingOccurrences(
            of: "SignatureAlgorithm.", with: "")
        var problems: [SignatureProblem] = []
        var covered: [[UInt8]] = [payload]
        if signer.signedAttributes != nil {
            result.hasSignedAttributes = true
            covered = signer.signedAttributeEncodings()
            problems += checkAttributes(signer, digest: digest, payload: payload, into: &result)
        }
        let verifies = covered.contains { bytes in
            certificate.publicKey.isValidSignature(signer.signature, for: bytes, signatureAlgorithm: algorithm)
        }
        if !verifies {
            problems.append(
                SignatureProblem(
                    .badSignature,
                    signer.signedAttributes == nil
                        ? "the signature does not verify with the signer certificate's key: the payload or the signature was altered after signing"
                        : "the signature over the signed attributes does not verify with the signer certificate's key: the signature or the attributes were altered after signing"
                ))
        }
        result.signatureIsValid = problems.isEmpty
        return problems
    }

    func checkAttributes(
        _ signer: CMSSignerRecord, digest: CMSAlgorithms.DigestAlgorithm, payload: [UInt8],
        into result: inout SignatureVerification
    ) -> [SignatureProblem] {
        var problems: [SignatureProblem] = []
        if let value = signer.attributeValues(CMSSignerRecord.contentTypeOID)?.first,
            let type = try? ASN1ObjectIdentifier(derEncoded: value), type != [1, 2, 840, 113_549, 1, 7, 1]
        {
            problems.append(
                SignatureProblem(
                    .wrongContentType, "wrong content type: the signed content-type attribute is \(type), not data"))
        }
        if let value = signer.attributeValues(CMSSignerRecord.signingTimeOID)?.first {
            if let time = try? UTCTime(derEncoded: value) {
                result.signingTime = Self.date(time.year, time.month, time.day, time.hours, time.minutes, time.seconds)
            } else if let time = try? GeneralizedTime(derEncoded: value) {
                result.signingTime = Self.date(time.year, time.month, time.day, time.hours, time.minutes, time.seconds)
            }
        }
        guard let value = signer.attributeValues(CMSSignerRecord.messageDigestOID)?.first,
            let expected = try? CMSSignerRecord.octets(value)
        else {
            return problems + [
                SignatureProblem(.malformedCMS, "the signed attributes have no message-digest attribute")
            ]
        }
        let actual = digest.hash(payload)
        if actual != expected {
            problems.append(
                SignatureProblem(
                    .digestMismatch,
                    "tampered payload: the \(digest.rawValue) digest of the content (\(CMSAlgorithms.hex(actual))) differs from the signed message digest (\(CMSAlgorithms.hex(expected)))"
                ))
        }
        return problems
    }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }
}
