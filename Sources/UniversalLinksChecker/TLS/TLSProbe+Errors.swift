import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import UniversalLinks

extension TLSProbe {
    /// The certificate verdict in a failed verifying handshake, or nil when the failure is something else.
    static func rejection(_ error: any Error) -> TLSRejection? {
        if let extra = error as? NIOSSLExtraError, extra == .failedToValidateHostname {
            return .hostname
        }
        if case NIOSSLError.handshakeFailed(let inner) = error {
            let text = "\(inner)"
            if text.contains("CERTIFICATE_VERIFY_FAILED") { return .untrusted(text) }
        }
        return nil
    }

    /// Puts a connection or handshake failure into words.
    static func classify(_ error: any Error, connected: Bool, start: NIODeadline, host: String)
        -> TLSProbeResult.Outcome
    {
        let elapsed = seconds(.now() - start)
        switch error {
        case let timeout as ProbeTimeout:
            return .timedOut(phase: timeout.phase, after: elapsed)
        case ChannelError.connectTimeout:
            return .timedOut(phase: "connect", after: elapsed)
        case let failure as NIOConnectionError:
            if failure.connectionErrors.isEmpty, let dns = failure.dnsAError ?? failure.dnsAAAAError {
                return .dnsFailed("\(host) does not resolve (\(dns))")
            }
            if failure.connectionErrors.isEmpty {
                return .dnsFailed("\(host) resolves to no address")
            }
            let reasons = failure.connectionErrors.map {
                "\(describe($0.target)): \(connectReason($0.error))" as Message
            }
            return .connectFailed(.joined(reasons, separator: "; "))
        case let io as IOError:
            return .connectFailed(connectReason(io))
        case is ProbeClosed:
            return .handshakeFailed("the server closed the connection during the TLS handshake")
        case NIOSSLError.handshakeFailed(let inner):
            let text = "\(inner)"
            if text.contains("WRONG_VERSION_NUMBER") || text.contains("HTTP_REQUEST") {
                return .handshakeFailed("the server does not speak TLS on this port (plain HTTP?)")
            }
            if text.contains("TLSV1_ALERT_PROTOCOL_VERSION") || text.contains("UNSUPPORTED_PROTOCOL") {
                return .handshakeFailed("no TLS version in common (Apple requires TLS 1.2 or later)")
            }
            if text.contains("ALERT_HANDSHAKE_FAILURE") || text.contains("NO_SHARED_CIPHER") {
                return .handshakeFailed("no cipher suite in common, or the server rejected the host name (SNI) \(host)")
            }
            if text.contains("UNRECOGNIZED_NAME") {
                return .handshakeFailed("the server does not serve the host name \(host) (SNI unrecognized_name)")
            }
            return .handshakeFailed("TLS handshake failed: \(text)")
        case NIOSSLError.uncleanShutdown:
            return .handshakeFailed("the server closed the connection during the TLS handshake")
        default:
            return connected ? .handshakeFailed(.verbatim("\(error)")) : .connectFailed(.verbatim("\(error)"))
        }
    }

    private static func connectReason(_ error: any Error) -> Message {
        guard let io = error as? IOError else { return .verbatim("\(error)") }
        switch io.errnoCode {
        case ECONNREFUSED: return "connection refused (nothing listens on the port)"
        case EHOSTUNREACH, ENETUNREACH: return "no route to host"
        case ETIMEDOUT: return "connection timed out"
        default: return .verbatim("\(io)")
        }
    }
}
