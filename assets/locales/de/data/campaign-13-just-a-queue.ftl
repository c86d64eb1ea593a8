# Die Texte von scenarios/campaign-13-just-a-queue.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 13. Nur eine Queue
description = E-Mails zum Zurücksetzen des Passworts gehen von der API direkt an den Mailer-Worker, den einzigen, der sie liest. Was den Mailer erreicht, während er down ist, geht verloren, und sein Host wird alt: Letzte Woche ist er zweimal gestorben. Verschicke in fünf Minuten mindestens 5.000 E-Mails, ohne dass dir das Fehlerbudget ausgeht, und bau nicht mehr, als die Aufgabe braucht.
hints-0-say = Die API schickt E-Mails direkt an mailer-1, ohne etwas dazwischen: Was sie sendet, während der Host von mailer-1 tot ist, geht verloren. Setz einen Puffer dazwischen (Bauen), leite die E-Mails der API hindurch und entferne den Link von der API zum Mailer: Sie warten dort, bis ein ersetzter Host sie liest. Ein Leser, der nichts noch einmal abspielen muss, braucht nur eine Queue.
nodes-api-name = Shop-API
