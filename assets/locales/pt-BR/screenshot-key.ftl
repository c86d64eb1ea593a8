# F12, the screenshot (src/ui/screenshot_key.rs).

# $why: why (screenshot-key-no-home, screenshot-key-full, or a folder and the system's error).
screenshot-key-none = Sem captura de tela: { $why }
screenshot-key-no-home = não há pasta pessoal para salvá-la
# $folder: the screenshots folder.
screenshot-key-full = { $folder } está cheia
screenshot-key-goes-on = O jogo continua.
# $path: the file written.
screenshot-key-saved = Captura de tela salva em { $path }
# $error: the system's error, in English.
screenshot-key-could-not-save = Não foi possível salvar a captura de tela em { $path }: { $error }
# $file: logjam.png.
screenshot-key-downloaded = Captura de tela baixada como { $file }
