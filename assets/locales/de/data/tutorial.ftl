# Die Texte von scenarios/tutorial.scenario.ron, übersetzt: Jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Tutorial: das Log des Shops
description = Bestellungen fließen von der API des Shops in den Stream orders, und zwei Teams lesen sie: billing und E-Mail. Die Box unten führt dich Schritt für Schritt durch das, was du siehst, und das, was du tun kannst.
tutorial-0-say = Willkommen im Backend eines kleinen Onlineshops. Jede Bestellung, die die Shop-API annimmt, wird zu einem Event.
tutorial-1-say = Die Events landen in orders, einem Event Stream: einem Log, das jedes Event behält, in der Reihenfolge seines Eintreffens. Klick auf die Karte orders.
tutorial-2-say = Jede Bahn ist eine Partition des Logs. Jeder neue Record bekommt den nächsten Offset seiner Partition (die Zahl oben); die gestrichelte Zelle ist das Log-Ende, wo der nächste hinkommt.
tutorial-3-say = Records haben die Bestell-ID als Schlüssel, und ein Schlüssel landet immer in derselben Partition. Alle Events einer Bestellung liegen also in einer Bahn, in Reihenfolge.
tutorial-4-say = Unter jeder Bahn liegt ein Balken pro Consumer Group. Billing und E-Mail lesen jeweils das ganze Log in ihrem eigenen Tempo; wie weit eine Gruppe hinter dem Log-Ende liegt, ist ihr Lag.
tutorial-5-say = Bei 8× läuft die Zeit schneller. Drück 2.
tutorial-6-say = Billing hat zwei Worker; E-Mail hat einen, und der liest alle drei Partitionen allein. Sieh zu, wie der Lag von E-Mail steigt.
tutorial-7-say = Die Konsole spricht Kafka. Öffne sie mit ` (Backtick) und tippe: describe group email
tutorial-8-say = Ein Mitglied, drei Partitionen und der Lag jeder einzelnen. Eine Gruppe teilt ihre Partitionen unter ihren Workern auf: Gib E-Mail einen zweiten. Schließ die Konsole (`) und öffne Bauen (B).
tutorial-9-say = Tippe email als Gruppe für neue Worker, wähle Worker und klick dann auf eine freie Stelle auf dem Spielfeld.
tutorial-10-say = Ein Worker liest nichts, bis er verbunden ist. Schließ Bauen (B) und zieh dann mit Shift von der Karte orders zum neuen Worker: Er tritt E-Mail bei, und die Partitionen werden neu verteilt (ein Rebalance).
tutorial-11-say = Zwei Worker teilen sich jetzt die drei Partitionen von E-Mail. Sieh zu, wie ihr Lag sinkt.
tutorial-12-say = Worker committen ihre Position einmal pro Sekunde. Klick auf billing-1 und drück in seinem Inspektor „Absturz vor Commit (Übung)“: Er stirbt, nachdem er Arbeit erledigt hat, die er noch nicht committet hatte.
tutorial-13-say = Seine Partitionen springen zum letzten Commit zurück, und diese Records werden ein zweites Mal verarbeitet: Duplikate, die vom Fehlerbudget abgehen. Ein idempotenter Worker oder ein eindeutiger Schlüssel in der Datenbank, in die er schreibt, würde sie harmlos machen.
tutorial-14-say = Ein Broker hält die Partitionen. Bei Replikationsfaktor 1 nimmt ein ausgefallener Broker jedes Event mit, das er hatte. Setz im Inspektor von orders den Replikationsfaktor auf 3.
tutorial-15-say = Das Log behält Events nach dem Lesen, also kann eine Gruppe sie noch einmal lesen: ein Replay. Kafka setzt nur die Offsets einer leeren Gruppe zurück, also stoppe beide E-Mail-Worker (jeweils in ihrem Inspektor; Stoppen, nicht Pause: Ein pausierter Consumer ist weiter Mitglied), öffne die Konsole (`) und tippe: reset group email to 0
tutorial-16-say = E-Mail steht wieder auf Offset 0 jeder Partition. Starte ihre Worker: Sie treten wieder bei und lesen jede Bestellung noch einmal, was eine Queue nie könnte. Sie sind nicht idempotent, also ist jede erneut gelesene Bestellung eine zweite E-Mail (siehe Fehlerbudget): Replays nur in idempotente Consumer.
tutorial-17-say = Das ist das Log: Offsets, Schlüssel und Partitionen, Gruppen und Lag, Worker, die sich Partitionen teilen, Abstürze und Duplikate, Replikate und Replay. Die Kampagne setzt all das ein. Drück Weiter, um abzuschließen.
nodes-api-name = Shop-API
nodes-orders-name = orders
