# Los textos de scenarios/interview-question.scenario.ron, para traducir: conserva cada id y cada {"{"}…{"}"} tal cual.

name = Entrevista: 100.000 por segundo, un cliente con el 30 %
description = Necesitas orden por cliente a 100.000 eventos por segundo: 12 particiones con el cliente como clave, un Worker grande en cada una (unos 14.000 por segundo). Entonces customer-1 crece hasta el 30 % de todo el tráfico. Su partición recibe unos 35.000 por segundo, más de lo que se puede leer de una partición (20.000) y mucho más que su Worker. Mantén el lag de billing por debajo de 100.000 en todas las particiones a partir de los dos minutos. Salar la clave caliente en el Inspector del stream la reparte; el precio es el orden de customer-1, que ahora solo se mantiene dentro de cada sal.
nodes-api-name = Shop API
