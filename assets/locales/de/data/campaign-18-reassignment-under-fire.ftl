# Die Texte von scenarios/campaign-18-reassignment-under-fire.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 18. Reassignment unter Beschuss
description = Der Stream orders hält eine Kopie jeder Partition, auf Broker 0, und der Shop schickt 50.000 Bestellungen pro Sekunde. Broker 0 startet um 1:00 für 20 Sekunden neu, und seine Disk macht schlapp: Um 4:00 ist sie weg, mit allem darauf. Analytics liest weit hinterher. Das Fehlerbudget muss bis 5:00 reichen, und das Geld auch: Jede Kopie kostet.
hints-0-say = Der Stream orders hält {"{"}replicas:orders{"}"} Kopie jeder Partition, und die Disk von Broker 0 fällt um 4:00 aus. Gib ihm in seinem Inspektor Replikationsfaktor 3: Die neuen Replikate starten leer und kopieren alles, was der Stream behält, bevor sie zählen; je später du anfängst, desto länger dauert es.
hints-1-say = Broker 0 startet neu. Seine Partitionen haben keine andere Kopie, die sie führen könnte, also hält die Shop-API ihre Bestellungen zurück, bis er wieder da ist. Replikate lassen sich nicht verschieben, solange ein Broker down ist.
hints-2-say = Die neuen Replikate holen nicht auf: Die Replikationsdrossel lässt jeden Broker 25.000 Bestellungen pro Sekunde kopieren, und der Stream hängt 50.000 an. Setz die Replikationsdrossel im Inspektor des Streams orders auf ohne.
hints-3-say = Die neuen Replikate holen noch auf, und bis dahin haben die Partitionen nur die Kopie auf Broker 0. Die Karte zeigt, wie weit sie sind.
nodes-api-name = Shop-API
