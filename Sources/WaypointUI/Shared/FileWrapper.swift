import Foundation

#if !canImport(Darwin)
  /// A file or a directory of files, held in memory: what a document reads from and writes to
  /// disk. Foundation on Linux lacks it; Waypoint gives it Apple's members for regular files and
  /// directories.
  open class FileWrapper: NSObject {
    /// Options for reading a file wrapper's contents.
    public struct ReadingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options with the given bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Reads the contents at once (they always are here).
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Does not map the file into memory.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a file wrapper's contents.
    public struct WritingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options with the given bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Writes through a temporary file, so a reader never sees half a file.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Updates the wrappers' file names to those written.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
      case file(Data)
      case directory([String: FileWrapper])
    }

    private var contents: Contents
    /// The name the wrapper would like to be saved under.
    open var preferredFilename: String?
    /// The name it was last read or written under.
    open var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
      self.contents = .file(contents)
    }

    /// A directory holding the given wrappers, each under its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
      contents = .directory(childrenByPreferredName)
    }

    /// Reads the file or directory at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
      }
      if isDirectory.boolValue {
        var children: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
          children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        }
        contents = .directory(children)
      } else {
        contents = .file(try Data(contentsOf: url))
      }
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
      if case .file = contents { return true }
      return false
    }

    /// Whether the wrapper is a directory.
    open var isDirectory: Bool { !isRegularFile }

    /// Whether the wrapper is a symbolic link (never, here: links are read as what they name).
    open var isSymbolicLink: Bool { false }

    /// A regular file's contents; nil for a directory.
    open var regularFileContents: Data? {
      if case .file(let data) = contents { return data }
      return nil
    }

    /// A directory's wrappers by name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = contents { return children }
      return nil
    }

    /// Adds `child` to a directory under its preferred name (made unique); returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = contents else { return "" }
      let base = child.preferredFilename ?? "Untitled"
      var name = base
      var counter = 2
      while children[name] != nil {
        name = "\(counter) \(base)"
        counter += 1
      }
      child.filename = name
      children[name] = child
      contents = .directory(children)
      return name
    }

    /// Adds a regular file holding `data` to a directory; returns the name it takes.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String)
      -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = contents else { return }
      children = children.filter { $0.value !== child }
      contents = .directory(children)
    }

    /// Writes the wrapper (a directory with everything in it) to `url`.
    open func write(
      to url: URL, options: WritingOptions = [], originalContentsURL: URL?
    ) throws {
      switch contents {
      case .file(let data):
        try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
      case .directory(let children):
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, child) in children {
          try child.write(
            to: url.appendingPathComponent(name), options: options,
            originalContentsURL: originalContentsURL?.appendingPathComponent(name))
        }
      }
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
  }
#endif
