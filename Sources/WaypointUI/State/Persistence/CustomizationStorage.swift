import Foundation
import WaypointCore

extension AppStorage {
  /// Keeps a tab view's customization under `key`, as JSON text.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) where Value == TabViewCustomization {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self), store: store)
  }

  /// Keeps a table's column customization under `key`, as JSON text.
  public init<RowValue: Identifiable>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String,
    store: UserDefaults? = nil
  ) where Value == TableColumnCustomization<RowValue> {
    self.init(key: key, defaultValue: wrappedValue, codec: .json(Value.self), store: store)
  }

  /// Keeps a toolbar label style under `key`, by its name.
  public init(
    wrappedValue: Value = ToolbarLabelStyle.automatic, _ key: String, store: UserDefaults? = nil
  ) where Value == ToolbarLabelStyle {
    self.init(key: key, defaultValue: wrappedValue, codec: .toolbarLabelStyle, store: store)
  }
}

extension SceneStorage {
  /// Keeps a tab view's customization with the scene under `key`; `store` is not used, as
  /// scene storage is kept with the scene.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) where Value == TabViewCustomization {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self))
  }

  /// Keeps a table's column customization with the scene under `key`.
  public init<RowValue: Identifiable>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String
  ) where Value == TableColumnCustomization<RowValue> {
    self.init(key: key, defaultValue: wrappedValue, codec: .json(Value.self))
  }
}

extension StorageCodec {
  /// A `Codable` value kept as its JSON text.
  static func json<V: Codable>(_ type: V.Type) -> StorageCodec<V> {
    StorageCodec<V>(
      encode: { value in
        (try? JSONEncoder().encode(value)).map { .string(String(decoding: $0, as: UTF8.self)) }
      },
      decode: { stored in
        guard case .string(let text) = stored else { return nil }
        return try? JSONDecoder().decode(V.self, from: Data(text.utf8))
      },
      typeName: _typeName(V.self, qualified: false))
  }
}

extension StorageCodec where Value == ToolbarLabelStyle {
  /// A toolbar label style kept by its name.
  static var toolbarLabelStyle: StorageCodec<ToolbarLabelStyle> {
    StorageCodec(
      encode: { .string($0.name) },
      decode: { stored in
        guard case .string(let name) = stored else { return nil }
        let styles: [ToolbarLabelStyle] = [.automatic, .titleAndIcon, .iconOnly, .titleOnly]
        return styles.first { $0.name == name }
      },
      typeName: "ToolbarLabelStyle")
  }
}
