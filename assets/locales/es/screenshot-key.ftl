# F12, the screenshot (src/ui/screenshot_key.rs).

# $why: why (screenshot-key-no-home, screenshot-key-full, or a folder and the system's error).
screenshot-key-none = No hay captura: { $why }
screenshot-key-no-home = no hay carpeta personal donde guardarla
# $folder: the screenshots folder.
screenshot-key-full = { $folder } está llena
screenshot-key-goes-on = La partida sigue.
# $path: the file written.
screenshot-key-saved = Captura guardada en { $path }
# $error: the system's error, in English.
screenshot-key-could-not-save = No se pudo guardar la captura en { $path }: { $error }
# $file: logjam.png.
screenshot-key-downloaded = Captura descargada como { $file }
