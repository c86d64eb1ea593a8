# Die Texte von scenarios/campaign-16-the-retried-tail.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 16. Das wiederholte Log-Ende
description = Der Stream stock hält drei Kopien jeder Partition und bestätigt eine Lagerbewegung erst, wenn jeder synchrone Broker sie hat: Ein Broker, der stoppt, verliert nichts. Ab 0:30 bekommen die Broker ein Rolling Upgrade, alle 25 s ein Neustart. Der Lagerdienst summiert die Bewegungen jedes Produkts zu seinem Bestand. Das Fehlerbudget muss bis 5:00 reichen.
hints-0-say = Der Producer von stock läuft ohne Idempotenz (acks={"{"}acks:stock{"}"}): Bei jedem Neustart sendet er erneut, was ihm nicht als gespeichert bestätigt wurde, und der neue Leader speichert, was er schon hatte, ein zweites Mal, hinter neueren Bewegungen. Lass im Inspektor des Streams stock acks auf all und schalte Idempotenz ein (Kafkas Standard seit 3.0): Ein wiederholter Batch wird dann einmal gespeichert, in Reihenfolge.
nodes-api-name = Lager-API
