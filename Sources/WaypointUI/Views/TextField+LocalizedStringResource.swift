import Foundation
import WaypointCore

extension TextField where Label == Text {
  /// Makes a field editing `text`, titled by the text `titleResource` looks up in its own table
  /// and bundle.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text)
  }

  /// Creates a text field titled with a string resource that may grow along `axis` (accepted;
  /// renderers decide).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text, axis: axis)
  }

  /// Creates a text field with a prompt, and a label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text, prompt: prompt)
  }

  /// A text field titled with a string resource, editing `value` through `format`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, format: format, prompt: prompt)
  }

  /// A text field titled with a string resource, with a prompt, that may grow along `axis`
  /// (renderers decide).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), text: text, prompt: prompt, axis: axis)
  }

  /// A text field titled with a string resource; `selection` is kept as the text it bounds changes
  /// (the terminal's field has no cursor: the selection is not shown).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: Binding<String>,
    selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), text: text, selection: selection,
      prompt: prompt, axis: axis)
  }

  /// A text field titled with a string resource, editing an optional `value` through `format`:
  /// empty text sets nil.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, format: format, prompt: prompt)
  }

  /// A text field titled with a string resource, showing `value` as `formatter` writes it; text
  /// the formatter reads sets the value, other text is refused.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter)
  {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, formatter: formatter)
  }

  /// A text field titled with a string resource, with a prompt, showing `value` as `formatter`
  /// writes it; text the formatter reads sets the value, other text is refused.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V>(
    _ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, formatter: formatter,
      prompt: prompt)
  }
}
