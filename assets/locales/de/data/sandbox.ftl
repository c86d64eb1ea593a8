# Die Texte von scenarios/sandbox.scenario.ron, übersetzt: Jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Sandbox
description = Alle Komponenten freigeschaltet, eine Million Dollar, keine Ziele und keine Uhr. Vorfälle treten zufällig auf (mit den stündlichen Raten aus dem Katalog). Der Inspektor der API hat Live-Regler für ihren Traffic, und der Inspektor jeder Karte löst jeden passenden Vorfall sofort aus. Bau über das Menü Bauen (B), verbinde mit Shift-Ziehen und probier die Konsole an den Streams auf dem Spielfeld aus.
nodes-api-name = Shop-API
