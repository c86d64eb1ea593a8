# The texts of scenarios/campaign-14-eleven-hours-dark.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 14. Once horas a oscuras
description = La zona zone-c, donde corre el Worker de analytics, se apaga a la 1:00 durante once horas. El stream orders guarda los eventos diez horas. El grupo analytics usa el valor por defecto de Kafka, auto.offset.reset=latest. Decide qué debe encontrar analytics cuando vuelva, y supera la jornada de 12 horas con presupuesto de errores de sobra.
hints-0-say = zone-c, donde corre analytics-1, está apagada desde la 1:00 durante once horas, y el stream orders guarda los eventos {"{"}retention:orders{"}"}: cuando analytics vuelva, su offset confirmado apuntará a eventos borrados. Su auto.offset.reset es {"{"}reset:analytics{"}"}: latest se salta todo lo que espera, earliest empieza en el evento más antiguo que quede. Elige en el Inspector de su grupo, o haz la retención más larga que once horas.
groups-0-name = analytics
nodes-api-name = Shop API
