/// The shelf page's style sheet, `shelf.css`: covers in a grid of columns as wide as the
/// window allows, each drawn cover with the title below it (a cover photo, for an issue
/// without a drawn cover, with the title across its top, like a masthead), above its number,
/// date and summary.
enum ShelfStyleSheet {
    /// The file's path beside the shelf page.
    static let path = "shelf.css"

    /// The style sheet.
    static let text = """
        :root { color-scheme: light dark; font-family: Georgia, "Noto Serif", serif; }
        body.shelf { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
        .shelf header { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
        .shelf h1 { font-size: 2.2rem; margin: 0 0 1rem; }
        .covers { list-style: none; margin: 0; padding: 0; display: grid; gap: 2rem 1.5rem;
          grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
        .covers a { position: relative; display: flex; flex-direction: column; gap: .3rem; color: inherit;
          text-decoration: none; }
        .covers a:hover .title, .covers a:focus .title { text-decoration: underline; }
        .covers img, .covers .no-cover { width: 100%; height: auto; aspect-ratio: 3 / 4; object-fit: cover;
          background: #8883; box-shadow: 0 .2rem .8rem #0003; }
        .covers .title { position: absolute; top: 0; left: 0; right: 0; padding: .7rem .9rem 1.6rem;
          font-size: 1.7rem; font-weight: bold; line-height: 1.1; color: #fff; text-shadow: 0 1px 6px #000c;
          background: linear-gradient(#0009, #0000); }
        .covers .drawn .title { position: static; padding: .2rem 0 0; font-size: 1.15rem; color: inherit;
          text-shadow: none; background: none; }
        .covers .number, .covers time { font-size: .9rem; opacity: .75; }
        .covers .summary { font-size: .95rem; }

        """
}
