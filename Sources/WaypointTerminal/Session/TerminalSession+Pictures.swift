import Foundation

/// Pictures in a terminal that draws them. With the kitty graphics protocol each PNG is sent
/// once and placed again whenever what the screen shows of the pictures changes; with sixel,
/// whose pixels any text written over them erases, a picture is drawn again whenever a cell
/// under it was written, and the cells of one that went are written again.
extension TerminalSession {
  /// One picture on the screen.
  struct ShownPicture: Hashable {
    var row: Int
    var column: Int
    var picture: TerminalPicture
  }

  /// How the terminal draws pictures, as its answers at start said.
  enum PictureProtocol: Equatable {
    /// The kitty graphics protocol.
    case kitty
    /// Sixel graphics (primary device attribute 4).
    case sixel
  }

  /// Whether the terminal draws pictures (it answered the graphics query, or said it has sixel).
  public var drawsPictures: Bool { styling.drawsPictures }

  /// Acts on the terminal's answers to the questions asked at start: pictures are drawn from
  /// the next frame with the kitty protocol when the terminal answers its query, else with
  /// sixel when its device attributes name it.
  public func handle(_ reply: TerminalReply) {
    switch reply {
    case .graphics(isOK: true) where pictureProtocol != .kitty:
      pictureProtocol = .kitty
    case .deviceAttributes(let attributes) where attributes.contains(4) && pictureProtocol == nil:
      pictureProtocol = .sixel
    case .graphics, .deviceAttributes:
      return
    }
    styling.drawsPictures = true
    shown = nil
    needsCompose = true
  }

  /// The bytes that bring the screen's pictures up to date with `buffer`, after its text;
  /// `previous` is the screen before (nil when the text was drawn afresh, and the terminal may
  /// have forgotten the pictures).
  func pictureOutput(for buffer: ScreenBuffer, previous: ScreenBuffer?) -> [UInt8] {
    guard let pictureProtocol else { return [] }
    let pictures = buffer.drawnPictures.map {
      ShownPicture(row: $0.row, column: $0.column, picture: $0.picture)
    }
    defer { shownPictures = pictures }
    switch pictureProtocol {
    case .kitty: return kittyOutput(pictures, isWholeScreen: previous == nil)
    case .sixel: return sixelOutput(pictures, buffer: buffer, previous: previous)
    }
  }

  private func kittyOutput(_ pictures: [ShownPicture], isWholeScreen: Bool) -> [UInt8] {
    if isWholeScreen { pictureIDs = [:] }
    guard isWholeScreen || pictures != shownPictures else { return [] }
    var bytes = KittyGraphics.removePlacements
    for shown in pictures {
      let file = shown.picture.file
      let id: UInt32
      if let known = pictureIDs[file] {
        id = known
      } else {
        guard let png = FileManager.default.contents(atPath: file) else { continue }
        id = UInt32(pictureIDs.count + 1)
        pictureIDs[file] = id
        bytes += KittyGraphics.transmit(id: id, png: png)
      }
      bytes += KittyGraphics.place(
        id: id, row: shown.row, column: shown.column, columns: shown.picture.columns,
        rows: shown.picture.rows)
    }
    return bytes
  }

  private func sixelOutput(
    _ pictures: [ShownPicture], buffer: ScreenBuffer, previous: ScreenBuffer?
  )
    -> [UInt8]
  {
    var pen = TerminalPen(style: .plain)
    // A picture that went leaves its pixels until its cells are written again.
    if previous != nil {
      for gone in shownPictures where !pictures.contains(gone) {
        for row in gone.row..<min(buffer.height, gone.row + gone.picture.rows) {
          let end = min(buffer.width, gone.column + gone.picture.columns)
          guard gone.column < end else { continue }
          pen.moveTo(row: row, column: gone.column)
          pen.write(buffer.rows[row][gone.column..<end])
        }
      }
    }
    pen.use(.plain)
    var bytes = pen.bytes
    for shown in pictures {
      let needsDrawing =
        previous.map { previous in
          !shownPictures.contains(shown)
            || (shown.row..<shown.row + shown.picture.rows).contains { row in
              let columns = shown.column..<shown.column + shown.picture.columns
              return previous.rows[row][columns] != buffer.rows[row][columns]
            }
        } ?? true
      // Sixel moves the cursor past the picture's last band: one on the bottom row would scroll.
      guard needsDrawing, shown.row + shown.picture.rows < buffer.height,
        let sixel = sixel(for: shown.picture)
      else { continue }
      bytes += Array("\u{1B}[\(shown.row + 1);\(shown.column + 1)H".utf8) + sixel
    }
    return bytes
  }

  /// The picture as sixel at the cells' size in pixels, made once per picture and size.
  private func sixel(for picture: TerminalPicture) -> [UInt8]? {
    let key = SixelKey(picture: picture, cell: cellPixelSize)
    if let known = sixelCache[key] { return known }
    guard let data = FileManager.default.contents(atPath: picture.file),
      let image = try? PNGImage.decode(data)
    else { return nil }
    let bytes = Sixel.encode(
      image, width: picture.columns * cellPixelSize.width,
      height: picture.rows * cellPixelSize.height)
    sixelCache[key] = bytes
    return bytes
  }
}

/// A picture drawn as sixel at one size of cells.
struct SixelKey: Hashable {
  var picture: TerminalPicture
  var cell: CellPixelSize
}

/// A cell's size in pixels: what the terminal reports, else 10 × 20.
struct CellPixelSize: Hashable {
  var width: Int
  var height: Int

  /// A common cell when the terminal does not say.
  static let assumed = CellPixelSize(width: 10, height: 20)
}
