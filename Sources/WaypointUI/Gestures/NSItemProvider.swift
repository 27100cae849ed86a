import Foundation

#if !canImport(Darwin)
  /// A class whose objects an item provider can offer, as data of the type identifiers it
  /// writes (Foundation's protocol, which Foundation on Linux lacks).
  public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers objects of the class write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object writes, most faithful first.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as data of `typeIdentifier`, handing it to `completionHandler`.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  extension NSItemProviderWriting {
    /// The class's type identifiers.
    public var writableTypeIdentifiersForItemProvider: [String] {
      Self.writableTypeIdentifiersForItemProvider
    }
  }

  /// A class whose objects can be made from an item provider's data (Foundation's protocol,
  /// which Foundation on Linux lacks).
  public protocol NSItemProviderReading: NSObjectProtocol, SendableMetatype {
    /// The type identifiers the class reads, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// Data offered for a drag, a drop or a paste, by type identifier (Foundation's class, which
  /// Foundation on Linux lacks). Objects are kept as given: loading one of a class it already
  /// is hands over the object itself, else it is read from the data it writes. Loading
  /// completes before `loadObject` returns.
  open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Item {
      let typeIdentifier: String
      let value: Any
    }

    private let lock = NSLock()
    private var items: [Item] = []
    /// A name for the item, used when it is saved to a file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {}

    /// A provider of `item` as `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {
      if let item, let typeIdentifier {
        items = [Item(typeIdentifier: typeIdentifier, value: item)]
      }
    }

    /// A provider of `object`, as each type identifier it writes.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// Offers `object` too, as each type identifier it writes.
    open func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      let added = object.writableTypeIdentifiersForItemProvider.map {
        Item(typeIdentifier: $0, value: object)
      }
      lock.withLock { items += added }
    }

    /// The type identifiers the provider offers, in order.
    open var registeredTypeIdentifiers: [String] { lock.withLock { items.map(\.typeIdentifier) } }

    /// Whether the provider offers `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      lock.withLock { items.contains { $0.typeIdentifier == typeIdentifier } }
    }

    /// Whether the provider can make an object of `aClass`: it holds one, or offers a type
    /// identifier the class reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      source(for: aClass) != nil
    }

    /// Makes an object of `aClass` and hands it to `completionHandler` (an error when the
    /// provider has nothing the class reads, or reading fails).
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      defer { progress.completedUnitCount = 1 }
      guard let (typeIdentifier, value) = source(for: aClass) else {
        completionHandler(nil, NSItemProviderError.unavailable(_typeName(aClass)))
        return progress
      }
      if let object = value as? any NSItemProviderReading, type(of: object) == aClass {
        completionHandler(object, nil)
        return progress
      }
      if let data = Self.data(of: value) {
        do {
          completionHandler(
            try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
        } catch {
          completionHandler(nil, error)
        }
        return progress
      }
      guard let writer = value as? any NSItemProviderWriting else {
        completionHandler(nil, NSItemProviderError.unavailable(_typeName(aClass)))
        return progress
      }
      _ = writer.loadData(withTypeIdentifier: typeIdentifier) { data, error in
        guard let data else {
          completionHandler(nil, error ?? NSItemProviderError.unavailable(_typeName(aClass)))
          return
        }
        do {
          completionHandler(
            try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
        } catch {
          completionHandler(nil, error)
        }
      }
      return progress
    }

    /// Whether the provider can make a `T` (a `String` or a `URL`), through the class it
    /// bridges to.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes a `T` (a `String` or a `URL`) through the class it bridges to, and hands it to
    /// `completionHandler`.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
      ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
      let deliver: ((any NSItemProviderReading)?, (any Error)?) -> Void = { object, error in
        let bridged = (object as? T._ObjectiveCType).map {
          T._unconditionallyBridgeFromObjectiveC($0)
        }
        completionHandler(bridged, error)
      }
      // `deliver` holds only the caller's Sendable handler and type metadata, which never
      // changes, so it may cross into the loading handler.
      nonisolated(unsafe) let delivering = deliver
      return loadObject(ofClass: T._ObjectiveCType.self) { object, error in
        delivering(object, error)
      }
    }

    /// The data an item registered with `init(item:typeIdentifier:)` holds: data as itself,
    /// text and URLs as UTF-8; nil for an object that writes its own.
    private static func data(of value: Any) -> Data? {
      switch value {
      case let data as Data: data
      case let text as String: Data(text.utf8)
      case let url as URL: Data(url.absoluteString.utf8)
      default: nil
      }
    }

    /// The first item the class can be made from: an object of the class, else an item of a
    /// type identifier it reads.
    private func source(for aClass: any NSItemProviderReading.Type) -> (String, Any)? {
      let readable = aClass.readableTypeIdentifiersForItemProvider
      return lock.withLock {
        let item =
          items.first { item in
            (item.value as? any NSItemProviderReading).map { type(of: $0) == aClass } ?? false
          } ?? items.first { readable.contains($0.typeIdentifier) }
        return item.map { ($0.typeIdentifier, $0.value) }
      }
    }
  }

  /// Who may see a representation an item provider offers.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Only the same team's apps.
    case team = 1
    /// Only the same group's apps.
    case group = 2
    /// Only the process that made it.
    case ownProcess = 3
  }

  /// Why an item provider could not make an object.
  enum NSItemProviderError: Error {
    /// The provider has nothing the named class reads.
    case unavailable(String)
  }

  extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Text is written as UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text"]
    }

    /// Text is read from UTF-8 plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }

    /// The text as UTF-8.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(String(self).utf8), nil)
      return nil
    }

    /// Text from UTF-8 data.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      Self(string: String(decoding: data, as: UTF8.self))
    }
  }

  extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL is written as its address.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A URL is read from an address.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.url", "public.file-url"]
    }

    /// The URL's address as UTF-8.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(absoluteString.utf8), nil)
      return nil
    }

    /// A URL from its address in UTF-8; throws when the data is not one.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) as? Self else {
        throw CocoaError(.coderReadCorrupt)
      }
      return url
    }
  }

  extension NSUserActivity: NSItemProviderWriting, NSItemProviderReading {
    /// An activity is written as its type, title, web page and property-list user info.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      ["com.apple.uikit.useractivity"]
    }

    /// An activity is read from what `loadData` writes.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["com.apple.uikit.useractivity"]
    }

    /// The activity as a property list: its type, title, web page, target content and the
    /// property-list values of its user info.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      var plist: [String: Any] = ["activityType": activityType]
      plist["title"] = title
      plist["webpageURL"] = webpageURL?.absoluteString
      plist["targetContentIdentifier"] = targetContentIdentifier
      var info: [String: Any] = [:]
      for (key, value) in userInfo ?? [:] {
        guard let key = key.base as? String,
          PropertyListSerialization.propertyList(value, isValidFor: .binary)
        else { continue }
        info[key] = value
      }
      plist["userInfo"] = info
      do {
        completionHandler(
          try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0),
          nil)
      } catch {
        completionHandler(nil, error)
      }
      return nil
    }

    /// An activity from what `loadData` wrote; throws when the data is not such a list.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any],
        let activityType = plist["activityType"] as? String
      else { throw CocoaError(.coderReadCorrupt) }
      guard let activity = NSUserActivity(activityType: activityType) as? Self else {
        throw CocoaError(.coderReadCorrupt)
      }
      activity.title = plist["title"] as? String
      activity.webpageURL = (plist["webpageURL"] as? String).flatMap(URL.init(string:))
      activity.targetContentIdentifier = plist["targetContentIdentifier"] as? String
      if let info = plist["userInfo"] as? [String: Any], !info.isEmpty {
        activity.userInfo = info
      }
      return activity
    }
  }
#endif
