# F12, the screenshot (src/ui/screenshot_key.rs).

# $why: why (screenshot-key-no-home, screenshot-key-full, or a folder and the system's error).
screenshot-key-none = No screenshot: { $why }
screenshot-key-no-home = no home folder to save it in
# $folder: the screenshots folder.
screenshot-key-full = { $folder } is full
screenshot-key-goes-on = The game goes on.
# $path: the file written.
screenshot-key-saved = Screenshot saved to { $path }
# $error: the system's error, in English.
screenshot-key-could-not-save = Could not save the screenshot to { $path }: { $error }
# $file: logjam.png.
screenshot-key-downloaded = Screenshot downloaded as { $file }
