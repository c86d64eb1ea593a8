# Die Texte von scenarios/campaign-9-fire-and-forget.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 9. Fire and Forget
description = Zahlungen gehen von der API in einen Stream, der von allem drei Kopien hält, also dachte das Team, ein ausgefallener Broker könne nicht schaden. Doch jeder Ausfall bisher hat spurlos eine Handvoll Zahlungen verloren, und das Hauptbuch verkraftet in den ganzen fünf Minuten 18. Ab 0:45 fallen wieder Broker aus, alle 45 s. Das Fehlerbudget muss bis 5:00 reichen.
hints-0-say = Der Stream payments hält {"{"}replicas:payments{"}"} Kopien, aber mit acks={"{"}acks:payments{"}"} gilt eine Zahlung als gesendet, bevor die Follower sie kopieren, und ein Broker, der in diesem Moment ausfällt, nimmt sie mit. Setz acks des Streams in seinem Inspektor auf all: Die API wartet dann, bis jede synchrone Kopie die Zahlung hat, und sendet erneut, was ein ausgefallener Leader nicht weitergegeben hatte.
nodes-api-name = Shop-API
