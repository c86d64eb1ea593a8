# The texts of scenarios/exercise-2-new-group.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Ejercicio: analytics quiere todos los pedidos
description = billing ha leído todos los pedidos y email dos de ellos. El equipo de analytics empieza hoy y quiere todos los pedidos hasta ahora. En la consola, léelos todos como un nuevo grupo de consumidores llamado analytics.
hints-0-say = Un grupo nuevo empieza al final del topic a menos que pidas el principio, y en ese caso no lee nada del pasado.
hints-1-say = Escribe: consume orders group analytics from-beginning
