# Die Texte von scenarios/interview-question.scenario.ron, übersetzt: Jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorstellungsgespräch: 100.000 pro Sekunde, ein Kunde mit 30 %
description = Du brauchst Reihenfolge pro Kunde bei 100.000 Events pro Sekunde: 12 Partitionen mit dem Kunden als Schlüssel, je ein großer Worker (etwa 14.000 pro Sekunde). Dann wächst customer-1 auf 30 % des gesamten Traffics. Seine Partition bekommt rund 35.000 pro Sekunde, mehr, als sich aus einer Partition lesen lässt (20.000), und weit mehr, als ihr Worker schafft. Halte den Lag von billing ab Minute zwei auf jeder Partition unter 100.000. Den Hot Key im Inspektor des Streams zu salzen verteilt ihn; der Preis ist die Reihenfolge von customer-1, die dann nur noch pro Salt-Bucket gilt.
nodes-api-name = Shop-API
