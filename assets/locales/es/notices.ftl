# Notices and the load error panel (src/ui/notices.rs).

notices-close-hover = Cerrar (también se va sola)
notices-could-not-load = No se pudo cargar
notices-close = Cerrar
notices-goes-on-web = El juego sigue con lo que tenía. Corrige el archivo y vuelve a elegirlo (P).
notices-goes-on-running = El juego sigue con la última versión válida. Corrige el archivo y guárdalo: se recarga solo.
notices-fix-file = Corrige el archivo y guárdalo: el juego lo carga en cuanto sea válido.
