import Foundation

#if !canImport(Darwin)
  extension NSUserActivity {
    /// Why a typed payload could not be stored in or read from an activity.
    public enum TypedPayloadError: Error, Hashable {
      /// The activity holds no payload of the type asked for.
      case invalidContent
      /// The payload could not be encoded.
      case encodingError
    }
  }
#endif
