import Foundation
import WaypointCore

extension SecureField where Label == Text {
  /// A secure field titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text)
  }

  /// A secure field titled with a string resource, with a prompt.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text, prompt: prompt)
  }
}
