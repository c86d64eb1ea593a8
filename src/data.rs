//! Reading RON data files (catalog, scenarios) with errors that say where.
//!
//! Every error names the file and, where it applies, the line, the column and
//! the field path (`nodes[2].stream.partitions`), so a modder can find it.

use std::fmt;

use serde::de::DeserializeOwned;

/// A data file that could not be used. Displays as one line:
/// `FILE:LINE:COL: FIELD: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    /// The file, as the player named it.
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// Field path inside the file (`nodes[1].stream.partitions`), when known.
    pub field: Option<String>,
    /// What is wrong, in words.
    pub message: String,
}

impl DataError {
    /// A file that could not be read at all.
    pub fn io(file: &str, message: String) -> DataError {
        DataError { file: file.to_string(), line: None, column: None, field: None, message }
    }
    /// A value that parsed but breaks a rule (no position, a field path).
    pub fn invalid(file: &str, field: String, message: &str) -> DataError {
        DataError { file: file.to_string(), line: None, column: None, field: Some(field), message: message.to_string() }
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        write!(f, ": ")?;
        if let Some(field) = &self.field
            && !field.is_empty()
            && field != "."
        {
            write!(f, "{field}: ")?;
        }
        // One line, always.
        write!(f, "{}", self.message.replace('\n', " "))
    }
}

impl std::error::Error for DataError {}

/// Reads a whole asset as UTF-8 text (for the RON loaders).
///
/// Errors: the reader fails, or the bytes are not UTF-8.
pub async fn read_text(reader: &mut dyn bevy::asset::io::Reader, file: &str) -> Result<String, DataError> {
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes).await.map_err(|e| DataError::io(file, e.to_string()))?;
    String::from_utf8(bytes).map_err(|_| DataError::io(file, "the file is not UTF-8 text".into()))
}

/// Parses RON text into `T`, with `implicit_some` on (a modder may write
/// `stream: (…)` for an optional section). Errors carry file, line, column
/// and field path.
pub fn parse_ron<T: DeserializeOwned>(text: &str, file: &str) -> Result<T, DataError> {
    let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let mut de = match ron::Deserializer::from_str_with_options(text, &options) {
        Ok(de) => de,
        Err(e) => return Err(spanned(file, None, e)),
    };
    let mut track = serde_path_to_error::Track::new();
    let result = T::deserialize(serde_path_to_error::Deserializer::new(&mut de, &mut track));
    match result {
        Ok(value) => match de.end() {
            Ok(()) => Ok(value),
            Err(e) => Err(spanned(file, None, de.span_error(e))),
        },
        Err(e) => {
            let path = track.path().to_string();
            let spanned_err = de.span_error(e);
            Err(spanned(file, Some(path), spanned_err))
        }
    }
}

fn spanned(file: &str, field: Option<String>, e: ron::error::SpannedError) -> DataError {
    DataError {
        file: file.to_string(),
        line: Some(e.span.start.line),
        column: Some(e.span.start.col),
        field: field.filter(|f| !f.is_empty() && f != "?" && f != "."),
        message: e.code.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        partitions: u32,
    }
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        name: String,
        nodes: Vec<Inner>,
    }

    #[test]
    fn errors_name_line_column_and_field() {
        let text = "(\n  name: \"x\",\n  nodes: [\n    (partitions: 3),\n    (partitions: \"three\"),\n  ],\n)";
        let e = parse_ron::<Outer>(text, "a.ron").unwrap_err();
        assert_eq!(e.line, Some(5), "{e}");
        assert_eq!(e.field.as_deref(), Some("nodes[1].partitions"), "{e}");
        assert!(e.to_string().starts_with("a.ron:5:"), "{e}");
    }

    #[test]
    fn unknown_field_is_an_error() {
        let e = parse_ron::<Outer>("(name: \"x\", nodes: [], colour: 3)", "b.ron").unwrap_err();
        assert!(e.message.contains("colour"), "{e}");
        assert_eq!(e.line, Some(1));
    }

    #[test]
    fn syntax_error_has_a_position() {
        let e = parse_ron::<Outer>("(name: \"x\",\n nodes: [ ", "c.ron").unwrap_err();
        assert_eq!(e.file, "c.ron");
        assert!(e.line.is_some());
    }
}
