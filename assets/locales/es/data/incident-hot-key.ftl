# The texts of scenarios/incident-hot-key.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: clave caliente
description = Los pedidos tienen el cliente como clave sobre cuatro particiones, cada una leída por un Worker que procesa 20 por segundo. A los 20 s customer-42 empieza a enviar el 60 % del tráfico, 36 pedidos por segundo a una sola partición, y el lag de billing allí sube. Mantén el lag de billing por debajo de 1000 desde los 60 s, y no te salgas del presupuesto de errores: cada actualización de customer-42 leída fuera de orden gasta una parte.
hints-0-say = El lag de billing es {"{"}lag:billing{"}"} y sigue creciendo: el stream orders particiona por clave, y una clave llena una sola partición, por muchos Workers que haya. En su Inspector, aplica sal a la clave sobre unas pocas particiones o cambia a round robin: la carga se reparte, y los eventos de customer-42 pierden su orden, menos cuantas menos particiones. Dos particiones bastan para 36 por segundo.
nodes-api-name = Shop API
