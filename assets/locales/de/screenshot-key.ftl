# F12, the screenshot (src/ui/screenshot_key.rs).

# $why: why (screenshot-key-no-home, screenshot-key-full, or a folder and the system's error).
screenshot-key-none = Kein Screenshot: { $why }
screenshot-key-no-home = kein Home-Ordner zum Speichern
# $folder: the screenshots folder.
screenshot-key-full = { $folder } ist voll
screenshot-key-goes-on = Das Spiel läuft weiter.
# $path: the file written.
screenshot-key-saved = Screenshot gespeichert unter { $path }
# $error: the system's error, in English.
screenshot-key-could-not-save = Screenshot konnte nicht unter { $path } gespeichert werden: { $error }
# $file: logjam.png.
screenshot-key-downloaded = Screenshot als { $file } heruntergeladen
